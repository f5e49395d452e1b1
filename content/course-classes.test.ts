/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseYaml, readYamlFolder } from './files';
import { courses } from './courses';
import { classMeetingsOf } from './class-schedule';
import { courseClasses, parseCourseClasses, readCourseClasses } from './course-classes';
import { asEditorWrites, SAMPLE_CLASS_FIELDS, sampleClass } from './__fixtures__/course-class';

const slugs = courses.map((course) => course.slug);
const FILE = sampleClass().file;

/** A class as the editor saves it: 8 September 2025 is a Monday. */
const valid: Record<string, unknown> = { ...SAMPLE_CLASS_FIELDS };

const MONTH_AFTER = '30 dias após a matrícula';

/** The sample's price: 10 monthly instalments with interest, the first a month after enrolment. */
const PRICE = SAMPLE_CLASS_FIELDS.price ?? { cash: 0, methods: [] };

const parse = (data: Record<string, unknown>, file = FILE) => parseCourseClasses([{ file, data }], courses);
const problem = (data: Record<string, unknown>) => () => parse(data);

/** The YAML text Sveltia CMS writes (its own options of the yaml package: plain strings, no line folding). */

describe('a class file (content/turmas/)', () => {
  it('reads a class, with the file it came from', () => {
    expect(parse(valid)).toEqual([{ ...valid, file: FILE }]);
  });

  it('reads back what the editor writes: dates and times stay texts, not dates nor numbers (YAML 1.2)', () => {
    const written = asEditorWrites(valid);
    expect(written).toContain('startDate: 2025-09-08\n');
    expect(written).toContain('startTime: 19:00\n');
    expect(written).toContain('places: aberta\n');
    const read = parseYaml(FILE, written);
    expect(read).toMatchObject({ startDate: '2025-09-08', startTime: '19:00', endTime: '22:00' });
    expect(parse(read as Record<string, unknown>)).toEqual([{ ...valid, file: FILE }]);
    // A morning time with its leading zero, and the states with accents and spaces, too.
    const morning = { ...valid, startTime: '08:00', endTime: '12:00', shift: 'manhã', places: 'últimas vagas' };
    expect(parse(parseYaml(FILE, asEditorWrites(morning)) as Record<string, unknown>)[0]).toMatchObject(morning);
  });

  it('takes a date a YAML 1.1 reader made of it back to its AAAA-MM-DD text', () => {
    expect(parse({ ...valid, startDate: new Date('2025-09-08T00:00:00Z') })[0]?.startDate).toBe('2025-09-08');
  });

  it('names the file and the field of a course that is not one of content/courses/', () => {
    expect(problem({ ...valid, course: 'curso-que-nao-existe' })).toThrow(
      `Conteúdo inválido em ${FILE} → campo "course": "curso-que-nao-existe" não é um curso do site; use o slug de um arquivo de content/courses/ (${slugs.join(', ')})`,
    );
  });

  it.each([
    ['places', { places: 'Aberta' }, 'use "aberta", "últimas vagas" ou "esgotada"'],
    ['places', { places: undefined }, 'é obrigatório e não pode ficar vazio'],
    ['shift', { shift: 'madrugada' }, 'use "manhã", "tarde", "noite" ou "integral"'],
    ['startDate', { startDate: '08/09/2025' }, 'use a data no formato AAAA-MM-DD'],
    ['startDate', { startDate: '2025-02-30' }, 'use a data no formato AAAA-MM-DD'],
    ['startTime', { startTime: '7h' }, 'use a hora no formato HH:MM, de 00:00 a 23:59'],
    ['endTime', { endTime: '24:00' }, 'use a hora no formato HH:MM'],
    [
      'endTime',
      { endTime: '18:00' },
      'o término (18:00) não vem depois do início (19:00); use um horário de término depois do início',
    ],
    ['weekdays', { weekdays: [] }, 'marque pelo menos um dia da semana'],
    ['weekdays[0]', { weekdays: ['domingo'] }, 'use "segunda", "terça", "quarta", "quinta", "sexta" ou "sábado"'],
    ['weekdays', { weekdays: ['segunda', 'segunda'] }, 'cada dia deve aparecer uma vez só'],
    [
      'startDate',
      { weekdays: ['terça', 'quinta'] },
      '8 de setembro de 2025 é uma segunda-feira, que não está entre os dias da semana da turma',
    ],
    ['startDate', { startDate: '2025-09-07' }, '7 de setembro de 2025 é um domingo'],
    [
      'endDate',
      { endDate: '2025-09-01' },
      'a última aula (2025-09-01) vem antes da primeira (2025-09-08); confira as duas datas',
    ],
    ['endDate', { endDate: '01/12/2025' }, 'use a data no formato AAAA-MM-DD'],
    ['endDate', { endDate: undefined }, 'é obrigatório e não pode ficar vazio'],
    [
      'price.cash',
      { price: { ...PRICE, cash: 'R$ 1.890,00' } },
      'escreva o valor em reais, só o número (por exemplo, 1890 ou 199.90)',
    ],
    ['price.cash', { price: { ...PRICE, cash: 1890.555 } }, 'use no máximo dois dígitos de centavos'],
    ['price.cash', { price: { methods: PRICE.methods } }, 'é obrigatório e não pode ficar vazio'],
    [
      'price.instalments.interest',
      { price: { ...PRICE, instalments: { count: 10, value: 199 } } },
      'é obrigatório e não pode ficar vazio',
    ],
    [
      'price.instalments.value',
      { price: { ...PRICE, instalments: { count: 10, interest: 0.95 } } },
      'é obrigatório e não pode ficar vazio',
    ],
    [
      'price.instalments.count',
      { price: { ...PRICE, instalments: { count: 1, value: 1890, interest: 0, firstDue: MONTH_AFTER } } },
      'use 2 parcelas ou mais; à vista é o preço à vista',
    ],
    [
      'price.instalments.value',
      { price: { ...PRICE, instalments: { count: 10, value: 199, interest: 0, firstDue: MONTH_AFTER } } },
      '10x de R$\u00a0199,00 somam R$\u00a01.990,00, e não R$\u00a01.890,00 (o preço à vista); parcelas sem juros somam o preço à vista: corrija o valor da parcela ou informe os juros',
    ],
    [
      'price.instalments.interest',
      { price: { ...PRICE, instalments: { count: 10, value: 189, interest: 0.95, firstDue: MONTH_AFTER } } },
      'com juros, 10x de R$\u00a0189,00 (R$\u00a01.890,00) deveriam somar mais que o preço à vista (R$\u00a01.890,00); corrija o valor da parcela, ou use 0 para parcelas sem juros',
    ],
    [
      'price.instalments.firstDue',
      { price: { ...PRICE, instalments: { count: 10, value: 199, interest: 0.95 } } },
      'é obrigatório e não pode ficar vazio',
    ],
    [
      'price.instalments.firstDue',
      { price: { ...PRICE, instalments: { ...PRICE.instalments, firstDue: '30 dias' } } },
      'use "30 dias após a matrícula" ou "na matrícula"',
    ],
    [
      // The shipped night class's figures with the first instalment at enrolment: 1,165% a month, not 0,95%.
      'price.instalments.value',
      { price: { ...PRICE, instalments: { count: 10, value: 199, interest: 0.95, firstDue: 'na matrícula' } } },
      'com a 1ª parcela na matrícula, 10 parcelas a 0,95% ao mês para o preço à vista de R$\u00a01.890,00 são de R$\u00a0197,14 (tabela Price com a 1ª parcela paga na hora), e não de R$\u00a0199,00',
    ],
    [
      'price.instalments.value',
      { price: { ...PRICE, instalments: { count: 10, value: 209, interest: 0.95, firstDue: MONTH_AFTER } } },
      'com a 1ª parcela 30 dias após a matrícula, 10 parcelas a 0,95% ao mês para o preço à vista de R$\u00a01.890,00 são de R$\u00a0199,02 (tabela Price), e não de R$\u00a0209,00; corrija o valor da parcela ou os juros',
    ],
    ['price.methods', { price: { ...PRICE, methods: [] } }, 'marque pelo menos uma forma de pagamento'],
    [
      'price.methods[0]',
      { price: { ...PRICE, methods: ['cheque'] } },
      'use "Pix", "cartão de crédito", "cartão de débito", "boleto" ou "dinheiro"',
    ],
    ['vagas', { vagas: 'aberta' }, 'campo desconhecido; confira o nome'],
  ])('names the field "%s" of a broken class, in pt-BR', (field, change, message) => {
    expect(problem({ ...valid, ...change })).toThrow(`Conteúdo inválido em ${FILE} → campo "${field}": ${message}`);
  });

  it('takes instalments "sem juros" that add up to the cash price within a cent an instalment', () => {
    const price = {
      cash: 1000,
      instalments: { count: 3, value: 333.33, interest: 0, firstDue: 'na matrícula' },
      methods: ['Pix'],
    };
    expect(parse({ ...valid, price })[0]?.price).toEqual(price);
    expect(parse({ ...valid, price: { cash: 890, methods: ['Pix'] } })[0]?.price).toEqual({
      cash: 890,
      methods: ['Pix'],
    });
  });

  it('takes a class without a price', () => {
    const withoutPrice: Record<string, unknown> = { ...valid };
    delete withoutPrice.price;
    expect(parse(withoutPrice)[0]?.price).toBeUndefined();
  });

  it('refuses the same class twice (course, day and time), naming the second file', () => {
    const other = 'content/turmas/instalacao-manutencao-split-system-2025-09-08-1.yaml';
    expect(() =>
      parseCourseClasses(
        [
          { file: FILE, data: valid },
          { file: other, data: { ...valid, shift: 'noite', places: 'esgotada' } },
        ],
        courses,
      ),
    ).toThrow(
      `Conteúdo inválido em ${other} → campo "startDate": é a mesma turma de ${FILE} (mesmo curso, dia e horário); apague uma das duas`,
    );
    // The same day at another time is another class.
    expect(
      parseCourseClasses(
        [
          { file: FILE, data: valid },
          { file: other, data: { ...valid, startTime: '08:00', endTime: '12:00' } },
        ],
        courses,
      ),
    ).toHaveLength(2);
  });
});

describe('the folder of classes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'turmas-'));
  const cwd = process.cwd();
  beforeAll(() => process.chdir(root));
  afterAll(() => {
    process.chdir(cwd);
    rmSync(root, { recursive: true, force: true });
  });

  it('holds no class when it is not there (git keeps no empty folder)', () => {
    expect(readYamlFolder('content/turmas')).toEqual([]);
    expect(readCourseClasses('content/turmas', courses)).toEqual([]);
  });

  it('reads each .yaml file, and stops at any other file, naming it', () => {
    mkdirSync(path.join(root, 'content/turmas'), { recursive: true });
    writeFileSync(path.join(root, FILE), asEditorWrites(valid));
    expect(readCourseClasses('content/turmas', courses)).toEqual([{ ...valid, file: FILE }]);
    writeFileSync(path.join(root, 'content/turmas/outra.yml'), asEditorWrites(valid));
    expect(() => readCourseClasses('content/turmas', courses)).toThrow(
      'Conteúdo inválido em content/turmas/outra.yml: só arquivos .yaml ficam nesta pasta; renomeie-o com a extensão .yaml ou tire-o daqui',
    );
  });
});

describe('the classes of the site', () => {
  it('are read and checked, each course with one or two, and one of each state of places', () => {
    expect(courseClasses.length).toBeGreaterThan(0);
    for (const course of courses)
      expect(courseClasses.filter((courseClass) => courseClass.course === course.slug).length).toBeGreaterThan(0);
    expect(new Set(courseClasses.map((courseClass) => courseClass.places))).toEqual(
      new Set(['aberta', 'últimas vagas', 'esgotada']),
    );
    expect(courseClasses.some((courseClass) => courseClass.price !== undefined)).toBe(true);
  });

  it("state every priced class's instalments with their value and interest", () => {
    const priced = courseClasses.filter((courseClass) => courseClass.price?.instalments);
    expect(priced.length).toBeGreaterThan(0);
    for (const { price } of priced)
      expect(price?.instalments).toEqual({
        count: expect.any(Number),
        value: expect.any(Number),
        interest: expect.any(Number),
        firstDue: expect.stringMatching(/^(30 dias após a matrícula|na matrícula)$/),
      });
  });

  it('hold the night class of the mechanics course at 10 × R$ 199,00 and 0,95% a month, the first a month after enrolment', () => {
    // Its figures agree under that due date only (R$ 199,02 expected; R$ 197,14 were the first due at enrolment).
    const night = courseClasses.find(
      (courseClass) =>
        courseClass.file === 'content/turmas/formacao-mecanica-refrigeracao-ar-condicionado-2025-09-08.yaml',
    );
    expect(night?.price).toEqual({
      cash: 1890,
      instalments: { count: 10, value: 199, interest: 0.95, firstDue: MONTH_AFTER },
      methods: ['Pix', 'cartão de crédito', 'boleto'],
    });
  });

  it('start in September 2025 or later in 2025, as the spec\'s "Próxima turma: Setembro de 2025"', () => {
    const starts = courseClasses.map((courseClass) => courseClass.startDate).sort();
    expect(starts[0]).toMatch(/^2025-09-/);
    for (const start of starts) expect(start >= '2025-09-01' && start <= '2025-12-31').toBe(true);
  });

  it("each cover their course's certificate hours, after the days without class inside them", () => {
    for (const courseClass of courseClasses) {
      const certificate = courses.find((course) => course.slug === courseClass.course)?.certificate.hours ?? Infinity;
      const { hours, meetings } = classMeetingsOf(courseClass);
      expect({ file: courseClass.file, enough: hours >= certificate }).toEqual({
        file: courseClass.file,
        enough: true,
      });
      expect(meetings.at(-1)).toBe(courseClass.endDate);
    }
  });
});
