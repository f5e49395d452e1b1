import type { z } from 'zod';
import { parseCollection, parseEntry } from './collection';
import { readYamlFile } from './files';
import { site } from './site';
import { isValidCnpj, policiesSchema, postSchema, siteSchema, staticPageSchema, type Post } from './schema';
import { heroSlideSchema, testimonialSchema } from './page-schemas';
import { description, image } from './__fixtures__/schema-entries';

const post: z.input<typeof postSchema> = {
  file: 'content/posts/post-um.md',
  body: 'Oi',
  slug: 'post-um',
  title: 'Post',
  excerpt: description,
  author: 'Autor',
  date: '2025-08-01',
  category: 'Dicas',
  image,
};

const posts = (entries: unknown[]) =>
  parseCollection({ name: 'blog', schema: postSchema, key: 'file', unique: ['slug'] }, entries as Post[]);

describe('postSchema', () => {
  it('accepts an unquoted YAML date and returns it as AAAA-MM-DD', () => {
    expect(posts([{ ...post, date: new Date('2025-08-01T00:00:00Z') }])[0]?.date).toBe('2025-08-01');
  });

  it('requires an ISO publication date that exists', () => {
    expect(() => posts([{ ...post, date: '01/08/2025' }])).toThrow(
      /"content\/posts\/post-um.md" → campo "date": use a data no formato AAAA-MM-DD/,
    );
    expect(() => posts([{ ...post, date: '2025-02-30' }])).toThrow(/campo "date"/);
  });

  it('rejects a misspelt field and a file named differently from the slug', () => {
    expect(() => posts([{ ...post, excert: 'x' }])).toThrow(/campo "excert": campo desconhecido/);
    expect(() => posts([{ ...post, file: 'content/posts/outro.md' }])).toThrow(
      /campo "slug": o arquivo deve se chamar post-um.md/,
    );
  });

  it('rejects repeated slugs', () => {
    expect(() => posts([post, { ...post, file: 'content/posts/copia/post-um.md' }])).toThrow(
      /campo "slug": está repetido/,
    );
  });

  it('allows a post without a body (the excerpt stands in)', () => {
    expect(() => posts([{ ...post, body: '' }])).not.toThrow();
  });
});

describe('testimonialSchema', () => {
  const testimonial = { quote: 'Ótimo', author: 'Ana', title: 'Aluna', rating: 5, image };
  const parse = (rating: number) =>
    parseCollection({ name: 'depoimentos', schema: testimonialSchema, key: 'author' }, [{ ...testimonial, rating }]);

  it.each([0, 6, 4.5])('rejects rating %p', (rating) => {
    expect(() => parse(rating)).toThrow(/"Ana" → campo "rating": deve ser um número inteiro de 1 a 5/);
  });

  it.each([1, 2, 3, 4, 5])('accepts rating %p', (rating) => {
    expect(() => parse(rating)).not.toThrow();
  });
});

describe('heroSlideSchema', () => {
  it('requires every text field', () => {
    const slide = { slug: 'slide-um', mainTitle: 'Título', courseTitle: 'Curso', description: 'Texto', image };
    const parse = (entry: typeof slide) =>
      parseCollection({ name: 'slides do banner', schema: heroSlideSchema, key: 'slug' }, [entry]);
    expect(() => parse(slide)).not.toThrow();
    expect(() => parse({ ...slide, mainTitle: '' })).toThrow(/"slide-um" → campo "mainTitle"/);
  });
});

describe('staticPageSchema', () => {
  const page = { path: '/x', title: 'Título', description, shareEyebrow: 'X' };
  const parse = (entries: (typeof page)[]) =>
    parseCollection(
      { name: 'páginas', schema: staticPageSchema, key: 'path', unique: ['title', 'description'] },
      entries,
    );

  it('rejects a title over 60 characters with the site name, naming the page', () => {
    expect(() => parse([{ ...page, title: 't'.repeat(48) }])).toThrow(/"\/x" → campo "title"/);
  });

  it('rejects a description outside 70–160 characters', () => {
    expect(() => parse([{ ...page, description: 'curta' }])).toThrow(/campo "description": tem 5 caracteres/);
  });

  it('rejects repeated titles and descriptions', () => {
    expect(() => parse([page, { ...page, path: '/y' }])).toThrow(/"\/y" → campo "title": está repetido/);
  });
});

describe('siteSchema (checked by content/site.ts)', () => {
  // content/site.yaml as written (the logo without its size), with the URL the build adds.
  const siteFile = { ...(readYamlFile('content/site.yaml') as object), url: site.url };

  it('accepts the school identity of content/site.yaml', () => {
    expect(parseEntry('escola', siteSchema, siteFile)).toEqual(site);
  });

  it('names the field of a malformed WhatsApp number or phone link', () => {
    expect(() => parseEntry('escola', siteSchema, { ...siteFile, whatsapp: '+55 43 99825-4180' })).toThrow(
      'Conteúdo inválido em escola → campo "whatsapp"',
    );
    expect(() => parseEntry('escola', siteSchema, { ...siteFile, phoneHref: '(43) 3325-4180' })).toThrow(
      'campo "phoneHref"',
    );
  });

  it('takes a CNPJ whose check digits agree, and names the field of one that does not', () => {
    expect(isValidCnpj(site.cnpj)).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(() => parseEntry('escola', siteSchema, { ...siteFile, cnpj: '11.222.333/0001-82' })).toThrow(
      'Conteúdo inválido em escola → campo "cnpj": os dois últimos dígitos não conferem',
    );
    expect(() => parseEntry('escola', siteSchema, { ...siteFile, cnpj: '11222333000181' })).toThrow(
      'campo "cnpj": use o formato 00.000.000/0000-00',
    );
  });
});

describe('policiesSchema (content/policies.yaml)', () => {
  const file = readYamlFile('content/policies.yaml') as Record<string, unknown>;

  it('accepts the shipped policies, which give the 7 days of CDC art. 49', () => {
    const policies = parseEntry('content/policies.yaml', policiesSchema, file);
    expect(policies.cancellation).toMatch(/7 dias/);
    expect(policies.cancellation).toMatch(/art(igo|\.) 49/);
  });

  it('accepts the shipped payment terms: a late fee within 2 %, the early-payment rule of CDC art. 52 §2', () => {
    const { payment } = parseEntry('content/policies.yaml', policiesSchema, file);
    expect(payment.lateFee).toBeLessThanOrEqual(2);
    expect(payment.earlyPayment).toMatch(/proporç/);
  });

  const payment = file.payment as Record<string, unknown>;
  const withPayment = (change: Record<string, unknown>) => () =>
    parseEntry('content/policies.yaml', policiesSchema, { ...file, payment: { ...payment, ...change } });

  it('refuses a late fee above 2 % of the instalment (CDC art. 52 §1), naming the file and the field', () => {
    expect(withPayment({ lateFee: 2 })).not.toThrow();
    expect(withPayment({ lateFee: 2.01 })).toThrow(
      'Conteúdo inválido em content/policies.yaml → campo "payment.lateFee": use no máximo 2: a multa por atraso não pode passar de 2% da parcela (Código de Defesa do Consumidor, art. 52, § 1º)',
    );
  });

  it.each([
    ['payment.lateInterest', { lateInterest: undefined }, 'é obrigatório e não pode ficar vazio'],
    ['payment.lateInterest', { lateInterest: -1 }, 'use 0 ou mais'],
    ['payment.enrolmentFee', { enrolmentFee: undefined }, 'é obrigatório e não pode ficar vazio'],
    ['payment.enrolmentFee', { enrolmentFee: -10 }, 'use 0 ou mais'],
    [
      'payment.otherCharges[0].amount',
      { otherCharges: [{ name: 'Material', amount: 0 }] },
      'use um valor maior que zero',
    ],
    ['payment.instalmentMethods[0]', { instalmentMethods: ['cheque'] }, 'use "Pix", "cartão de crédito"'],
    ['payment.earlyPayment', { earlyPayment: 'Pague quando quiser.' }, 'diga que os juros diminuem na proporção'],
  ])('refuses a wrong %s', (field, change, message) => {
    expect(withPayment(change)).toThrow(`campo "${field}": ${message}`);
  });

  it('refuses a maximum class size below the minimum, naming the field', () => {
    expect(() =>
      parseEntry('content/policies.yaml', policiesSchema, { ...file, minimumClassSize: 10, maximumClassSize: 8 }),
    ).toThrow('campo "maximumClassSize": o máximo de alunos não pode ser menor que o mínimo');
  });
});
