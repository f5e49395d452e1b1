import {
  createNoticeHub,
  NOTICE_MODEL_ID,
  NOTICE_REGION_ID,
  noticeAttribute,
  parseNotice,
  startNoticeTriggers,
  type NoticeHub,
} from './hub';
import { NOTICES } from './catalogue';

/** The layout's region and model (components/notices/notice-region.tsx), as the server renders them. */
function layout(extra = '') {
  document.body.innerHTML =
    `<section id="${NOTICE_REGION_ID}" aria-label="Notificações" tabindex="-1"><ol tabindex="-1"></ol></section>` +
    `<ol id="${NOTICE_MODEL_ID}" hidden><li><p data-notice-title></p><p data-notice-description></p>` +
    '<button type="button" data-notice-close aria-label="Fechar notificação"></button></li></ol>' +
    extra;
}

/** Where F8 puts the focus: the region's list, as in sonner. */
const regionList = () => document.querySelector(`#${NOTICE_REGION_ID} ol`);

const shown = () => [...document.querySelectorAll(`#${NOTICE_REGION_ID} li`)].map((item) => item.textContent);

let hub: NoticeHub;

// jsdom has no modal dialogs: enough of HTMLDialogElement for the module's calls.
beforeAll(() => {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  jest.useFakeTimers();
  layout();
  hub = createNoticeHub(document);
});

afterEach(() => {
  jest.useRealTimers();
  delete window.siteNotices;
});

describe('the early notice hub', () => {
  it('shows a notice for its duration, then removes it', () => {
    hub.show(NOTICES.notImplemented());
    expect(shown()).toEqual([
      '🚧 Funcionalidade não implementadaEste recurso ainda não está disponível. Peça no próximo prompt! 🚀',
    ]);
    jest.advanceTimersByTime(2999);
    expect(shown()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('keeps one notice at a time: a new one replaces the one on screen, with its own duration', () => {
    hub.show(NOTICES.notImplemented());
    jest.advanceTimersByTime(2000);
    hub.show(NOTICES.contactSent());
    expect(shown()).toEqual(['Mensagem Enviada! 🎉Agradecemos o seu contato! Em breve retornaremos.']);
    jest.advanceTimersByTime(4999);
    expect(shown()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('closes with its button', () => {
    hub.show(NOTICES.contactSent());
    document.querySelector<HTMLButtonElement>(`#${NOTICE_REGION_ID} [data-notice-close]`)?.click();
    expect(shown()).toEqual([]);
  });

  it('pauses while the pointer is on it and goes on with the time it had left', () => {
    hub.show(NOTICES.notImplemented());
    jest.advanceTimersByTime(1000);
    const item = document.querySelector(`#${NOTICE_REGION_ID} li`) as HTMLElement;
    item.dispatchEvent(new Event('pointerenter'));
    jest.advanceTimersByTime(10_000);
    expect(shown()).toHaveLength(1);
    expect(hub.open()?.remainingMs).toBe(2000);
    item.dispatchEvent(new Event('pointerleave'));
    jest.advanceTimersByTime(1999);
    expect(shown()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('is dismissed by a swipe of 50 px or more to the right or down, and not by a shorter one', () => {
    const swipe = (dx: number, dy: number) => {
      const item = document.querySelector(`#${NOTICE_REGION_ID} li`) as HTMLElement;
      const at = (type: string, x: number, y: number) =>
        item.dispatchEvent(
          Object.assign(new MouseEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true }), { pointerId: 1 }),
        );
      at('pointerdown', 100, 100);
      at('pointermove', 100 + dx, 100 + dy);
      at('pointerup', 100 + dx, 100 + dy);
    };
    hub.show(NOTICES.contactSent());
    swipe(49, 0);
    expect(shown()).toHaveLength(1);
    swipe(-80, 0);
    expect(shown()).toHaveLength(1);
    swipe(0, 50);
    expect(shown()).toEqual([]);
    hub.show(NOTICES.contactSent());
    swipe(60, 10);
    expect(shown()).toEqual([]);
  });

  it('moves the focus to the list of the region on F8', () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    expect(document.activeElement).toBe(regionList());
  });

  it('keeps the notice on screen to its end when sonner attaches, and F8 still reaches it; sonner takes the next one', () => {
    const renderer = { show: jest.fn(), dismiss: jest.fn() };
    hub.show(NOTICES.enrolmentConfirmed('Curso A'));
    const element = document.querySelector(`#${NOTICE_REGION_ID} li`);
    jest.advanceTimersByTime(1500);
    hub.attach(renderer);
    expect(renderer.show).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute('data-sonner')).toBe(true);
    // The very element a finger or the pointer may be on.
    expect(document.querySelector(`#${NOTICE_REGION_ID} li`)).toBe(element);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    expect(document.activeElement).toBe(regionList());
    (document.activeElement as HTMLElement).blur();
    jest.advanceTimersByTime(3499);
    expect(shown()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
    expect(document.getElementById(NOTICE_REGION_ID)?.hidden).toBe(true);
    hub.show(NOTICES.notImplemented());
    expect(renderer.show).toHaveBeenLastCalledWith(NOTICES.notImplemented());
    // sonner has its own F8 from then on.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    expect(document.activeElement).not.toBe(regionList());
  });

  it('once sonner has attached, a new notice replaces the one still drawn here: one at a time', () => {
    const renderer = { show: jest.fn(), dismiss: jest.fn() };
    hub.show(NOTICES.notImplemented());
    hub.attach(renderer);
    hub.show(NOTICES.enrolmentConfirmed('Curso A'));
    expect(shown()).toEqual([]);
    expect(document.getElementById(NOTICE_REGION_ID)?.hidden).toBe(true);
    expect(renderer.show).toHaveBeenCalledWith(NOTICES.enrolmentConfirmed('Curso A'));
  });

  it('the focus in the region pauses the notice, as in sonner', () => {
    hub.show(NOTICES.notImplemented());
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    jest.advanceTimersByTime(10_000);
    expect(shown()).toHaveLength(1);
    (document.activeElement as HTMLElement).blur();
    jest.advanceTimersByTime(NOTICES.notImplemented().duration);
    expect(shown()).toEqual([]);
  });

  it('hides its region at once when sonner attaches with no notice on screen', () => {
    const renderer = { show: jest.fn(), dismiss: jest.fn() };
    hub.attach(renderer);
    expect(renderer.show).not.toHaveBeenCalled();
    expect(document.getElementById(NOTICE_REGION_ID)?.hidden).toBe(true);
  });
});

describe('the notice triggers', () => {
  it('show the notice a button carries and cancel its no-script popover; a confirm closes its dialog first', () => {
    window.siteNotices = hub;
    const notice = NOTICES.enrolmentConfirmed('Curso A');
    const attribute = noticeAttribute(notice)['data-notice'].replace(/"/g, '&quot;');
    layout(
      `<button id="b" popovertarget="x" data-notice="${noticeAttribute(NOTICES.notImplemented())['data-notice'].replace(/"/g, '&quot;')}">x</button>` +
        `<dialog open><button id="c" data-notice="${attribute}" data-closes-dialog>Confirmar</button></dialog>`,
    );
    startNoticeTriggers(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('b')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(shown()[0]).toContain('Funcionalidade não implementada');
    document.getElementById('c')?.click();
    expect(document.querySelector('dialog')?.open).toBe(false);
    expect(shown()[0]).toContain('Curso A');
  });

  it('count a notice from when it appears, however late a kept tap is replayed, here or in sonner', () => {
    window.siteNotices = hub;
    const attribute = noticeAttribute(NOTICES.notImplemented())['data-notice'].replace(/"/g, '&quot;');
    layout(`<button id="b" data-notice="${attribute}">x</button>`);
    startNoticeTriggers(document);
    // The visitor's tap, kept by the starter 6 s before the early script replays it as this click.
    jest.advanceTimersByTime(6000);
    document.getElementById('b')?.click();
    expect(hub.open()?.remainingMs).toBe(3000);
    jest.advanceTimersByTime(2999);
    expect(shown()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
    const renderer = { show: jest.fn(), dismiss: jest.fn() };
    hub.attach(renderer);
    document.getElementById('b')?.click();
    expect(renderer.show).toHaveBeenCalledWith(NOTICES.notImplemented());
  });

  it('read a notice only when it has a title and a duration', () => {
    expect(parseNotice(JSON.stringify(NOTICES.linkNotCopied('u')))).toEqual(NOTICES.linkNotCopied('u'));
    expect(parseNotice('{"title":"x"}')).toBeUndefined();
    expect(parseNotice('não é JSON')).toBeUndefined();
    expect(parseNotice(null)).toBeUndefined();
  });
});
