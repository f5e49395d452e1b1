import {
  NOT_IMPLEMENTED_DURATION_MS,
  NOTICE_DEFAULT_DURATION_MS,
  NOTICES,
  SUCCESS_DURATION_MS,
  SWIPE_THRESHOLD_PX,
} from './catalogue';

describe('the notices of the site (spec §8, §9)', () => {
  it('uses the spec wordings and durations', () => {
    expect(NOTICES.notImplemented()).toEqual({
      title: '🚧 Funcionalidade não implementada',
      description: 'Este recurso ainda não está disponível. Peça no próximo prompt! 🚀',
      duration: 3000,
    });
    expect(NOTICES.contactSent()).toEqual({
      title: 'Mensagem Enviada! 🎉',
      description: 'Agradecemos o seu contato! Em breve retornaremos.',
      duration: 5000,
    });
    expect(NOTICES.enrolmentConfirmed('Eletricidade Aplicada à Refrigeração')).toEqual({
      title: 'Inscrição realizada com sucesso!',
      description:
        'Parabéns! Você garantiu sua vaga no curso de Eletricidade Aplicada à Refrigeração. Entraremos em contato em breve.',
      duration: 5000,
    });
    expect([NOT_IMPLEMENTED_DURATION_MS, SUCCESS_DURATION_MS, NOTICE_DEFAULT_DURATION_MS, SWIPE_THRESHOLD_PX]).toEqual([
      3000, 5000, 5000, 50,
    ]);
  });

  it('draws a failed copy as an error', () => {
    expect(NOTICES.linkNotCopied('https://x.test/a').variant).toBe('destructive');
  });
});
