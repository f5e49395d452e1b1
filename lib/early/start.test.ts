import { initAttribute } from '@/lib/init-attribute';
import { startBehaviours } from './start';

describe('starting the early behaviours', () => {
  it('starts each behaviour once per document, marked data-<name>-init on <html>; a second start is a no-op', () => {
    const doc = document.implementation.createHTMLDocument('Página');
    const menus = jest.fn();
    const carousels = jest.fn();
    const behaviours = { menus: { start: menus }, carousels: { start: carousels, needsPage: true } };
    startBehaviours(behaviours, false, doc);
    expect(menus).toHaveBeenCalledTimes(1);
    expect(carousels).not.toHaveBeenCalled();
    startBehaviours(behaviours, true, doc);
    startBehaviours(behaviours, false, doc);
    startBehaviours(behaviours, true, doc);
    expect(menus).toHaveBeenCalledTimes(1);
    expect(carousels).toHaveBeenCalledTimes(1);
    expect(doc.documentElement.hasAttribute(initAttribute('menus'))).toBe(true);
    expect(initAttribute('carousels')).toBe('data-carousels-init');
  });

  it('starts each on its own: one that fails leaves the others working', () => {
    const doc = document.implementation.createHTMLDocument('Página');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dialogs = jest.fn();
    const behaviours = {
      notices: {
        start: () => {
          throw new Error('sem suporte');
        },
      },
      dialogs: { start: dialogs },
    };
    startBehaviours(behaviours, false, doc);
    startBehaviours(behaviours, false, doc);
    expect(dialogs).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
