import { toast } from 'sonner';
import { NOT_IMPLEMENTED_DURATION_MS, NOTICE_DEFAULT_DURATION_MS, SUCCESS_DURATION_MS, noticeAreaReady, notify } from './notify';

jest.mock('sonner', () => {
  const toastFn = Object.assign(jest.fn(() => 'id-1'), { error: jest.fn(() => 'id-2'), dismiss: jest.fn() });
  return { toast: toastFn };
});

const toastMock = toast as unknown as jest.Mock & { error: jest.Mock; dismiss: jest.Mock };

// In the browser the notification area hands sonner over once its Toaster is mounted.
beforeAll(() => noticeAreaReady(toast));
beforeEach(() => jest.clearAllMocks());

describe('notify', () => {
  it('shows the not-implemented notice with the spec wording for 3 s', () => {
    notify.notImplemented();
    expect(NOT_IMPLEMENTED_DURATION_MS).toBe(3000);
    expect(toastMock).toHaveBeenCalledWith('🚧 Funcionalidade não implementada', {
      id: undefined,
      description: 'Este recurso ainda não está disponível. Peça no próximo prompt! 🚀',
      duration: 3000,
    });
  });

  it('shows the contact success notice for 5 s', () => {
    notify.contactSent();
    expect(SUCCESS_DURATION_MS).toBe(5000);
    expect(toastMock).toHaveBeenCalledWith('Mensagem Enviada! 🎉', {
      id: undefined,
      description: 'Agradecemos o seu contato! Em breve retornaremos.',
      duration: 5000,
    });
  });

  it('names the course in the enrolment notice', () => {
    notify.enrolmentConfirmed('Eletricidade Aplicada à Refrigeração');
    expect(toastMock).toHaveBeenCalledWith('Inscrição realizada com sucesso!', {
      id: undefined,
      description:
        'Parabéns! Você garantiu sua vaga no curso de Eletricidade Aplicada à Refrigeração. Entraremos em contato em breve.',
      duration: 5000,
    });
  });

  it('replaces the notice on screen: every new notice first dismisses the current one', () => {
    notify.show({ title: 'Primeiro' });
    notify.show({ title: 'Segundo' });
    expect(toastMock.dismiss).toHaveBeenCalledTimes(2);
    expect(toastMock.dismiss.mock.invocationCallOrder[1]).toBeLessThan(toastMock.mock.invocationCallOrder[1] ?? 0);
  });

  it('uses the default duration of 5 s when none is given', () => {
    notify.show({ title: 'Olá' });
    expect(NOTICE_DEFAULT_DURATION_MS).toBe(5000);
    expect(toastMock).toHaveBeenCalledWith('Olá', { id: undefined, description: undefined, duration: 5000 });
  });

  it('shows the destructive variant as an error notice', () => {
    notify.show({ title: 'Erro', variant: 'destructive' });
    expect(toastMock.error).toHaveBeenCalledWith('Erro', expect.objectContaining({ duration: 5000 }));
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('updates a notice in place by id without dismissing it', () => {
    notify.update('abc', { title: 'Atualizado', description: 'Novo texto' });
    expect(toastMock.dismiss).not.toHaveBeenCalled();
    expect(toastMock).toHaveBeenCalledWith('Atualizado', { id: 'abc', description: 'Novo texto', duration: 5000 });
  });

  it('dismisses one notice or all', () => {
    notify.dismiss('abc');
    notify.dismiss();
    expect(toastMock.dismiss).toHaveBeenNthCalledWith(1, 'abc');
    expect(toastMock.dismiss).toHaveBeenNthCalledWith(2, undefined);
  });

  it('holds notices until sonner has loaded, then shows them in order under the ids it returned', () => {
    jest.isolateModules(() => {
      // A fresh copy of the module, as on a page whose notification area has not loaded sonner yet.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./notify') as typeof import('./notify');
      const id = fresh.notify.notImplemented();
      expect(id).toEqual(expect.any(String));
      expect(toastMock).not.toHaveBeenCalled();
      fresh.noticeAreaReady(toast);
      expect(toastMock.dismiss).toHaveBeenCalledTimes(1);
      expect(toastMock).toHaveBeenCalledWith('🚧 Funcionalidade não implementada', expect.objectContaining({ id }));
      expect(toastMock.dismiss.mock.invocationCallOrder[0]).toBeLessThan(toastMock.mock.invocationCallOrder[0] ?? 0);
    });
  });

  it('asks the notification area to load when a notice comes before it, and at once if one is already waiting', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./notify') as typeof import('./notify');
      const early = jest.fn();
      expect(fresh.noticesWaiting()).toBe(false);
      fresh.notify.contactSent();
      expect(fresh.noticesWaiting()).toBe(true);
      const stopEarly = fresh.onNoticeAreaWanted(early);
      expect(early).toHaveBeenCalledTimes(1);
      stopEarly();

      const load = jest.fn();
      const stop = fresh.onNoticeAreaWanted(load);
      fresh.notify.notImplemented();
      expect(load).toHaveBeenCalled();
      stop();
      load.mockClear();
      fresh.notify.dismiss();
      expect(load).not.toHaveBeenCalled();
    });
  });
});
