import { startDialogs } from './dialog';
import { startMenus } from './menu';

describe('the phone menu', () => {
  it('closes when an entry is chosen', () => {
    document.body.innerHTML = '<nav popover="auto" class=":popover-open"><a href="/#cursos">CURSOS</a></nav>';
    const nav = document.querySelector('nav') as HTMLElement;
    nav.hidePopover = jest.fn();
    startMenus(document);
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(nav.hidePopover).toHaveBeenCalled();
  });
});

describe('the enrolment dialog', () => {
  it('keeps Tab and Shift+Tab on its link and its buttons, from the last to the first and back', () => {
    document.body.innerHTML =
      '<dialog open><p>Ao confirmar… <a href="/termos-de-inscricao">termos de inscrição</a></p>' +
      '<button>Cancelar</button><button>Confirmar</button><button>Fechar</button></dialog>';
    for (const control of document.querySelectorAll<HTMLElement>('a, button')) control.checkVisibility = () => true;
    startDialogs(document);
    const link = document.querySelector('a');
    const last = [...document.querySelectorAll('button')].at(-1);
    last?.focus();
    last?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(link);
    link?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(last);
  });
});
