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
  it('keeps Tab and Shift+Tab on its buttons', () => {
    document.body.innerHTML =
      '<dialog open><button>Cancelar</button><button>Confirmar</button><button>Fechar</button></dialog>';
    for (const button of document.querySelectorAll('button')) button.checkVisibility = () => true;
    startDialogs(document);
    const [first, , last] = [...document.querySelectorAll('button')];
    last?.focus();
    last?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(first);
    first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(last);
  });
});
