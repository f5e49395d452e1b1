import { siteSchema } from '@/content/schema';
import { whatsAppChatMessage, whatsAppChatUrl } from './whatsapp';

describe('whatsAppChatMessage', () => {
  it('names the course when there is one', () => {
    expect(whatsAppChatMessage('Instalação de Split & Manutenção')).toBe(
      'Olá! Tenho interesse no curso Instalação de Split & Manutenção. Poderia me passar mais informações?',
    );
  });

  it('is a general question without a course', () => {
    expect(whatsAppChatMessage()).toBe('Olá! Gostaria de mais informações sobre os cursos da escola.');
  });
});

describe('whatsAppChatUrl', () => {
  it('puts the number in the path and the encoded message in the text parameter', () => {
    expect(whatsAppChatUrl('5543998254180', 'Olá! Curso de Elétrica & Refrigeração?')).toBe(
      'https://wa.me/5543998254180?text=Ol%C3%A1!%20Curso%20de%20El%C3%A9trica%20%26%20Refrigera%C3%A7%C3%A3o%3F',
    );
  });

  it('gives back the message unchanged once decoded', () => {
    const message = whatsAppChatMessage('Mecânico de Refrigeração (6 meses) #1 + 50%');
    const url = new URL(whatsAppChatUrl('5543998254180', message));
    expect(url.origin + url.pathname).toBe('https://wa.me/5543998254180');
    expect(url.searchParams.get('text')).toBe(message);
  });
});

describe('the school number (content/site.ts)', () => {
  const { site } = jest.requireActual<typeof import('@/content/site')>('@/content/site');

  it('is a valid wa.me number in the same area code as the phone (43)', () => {
    expect(site.whatsapp).toMatch(/^5543\d{8,9}$/);
    expect(siteSchema.shape.whatsapp.safeParse(site.whatsapp).success).toBe(true);
  });

  it.each(['+5543998254180', '55 43 99825-4180', '(43) 99825-4180', '998254180', '', '0543998254180'])(
    'the schema refuses the malformed number %p',
    (number) => {
      expect(siteSchema.shape.whatsapp.safeParse(number).success).toBe(false);
    },
  );
});
