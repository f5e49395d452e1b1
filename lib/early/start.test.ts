import { initAttribute, startAll, startOnce } from './start';

describe('starting the early behaviours', () => {
  it('starts a behaviour once on its root, marked data-<name>-init; a second start is a no-op', () => {
    const root = document.createElement('div');
    const start = jest.fn();
    expect(startOnce(root, 'menus', start)).toBe(true);
    expect(startOnce(root, 'menus', start)).toBe(false);
    expect(start).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute(initAttribute('menus'))).toBe(true);
    expect(initAttribute('menus')).toBe('data-menus-init');
  });

  it('starts each behaviour of the document once, and one that fails leaves the others working', () => {
    const doc = document.implementation.createHTMLDocument('Página');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const dialogs = jest.fn();
    const behaviours = {
      notices: () => {
        throw new Error('sem suporte');
      },
      dialogs,
    };
    startAll(behaviours, doc);
    startAll(behaviours, doc);
    expect(dialogs).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(doc.documentElement.hasAttribute('data-dialogs-init')).toBe(true);
    error.mockRestore();
  });
});
