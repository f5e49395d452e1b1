import { hasInvokerCommands, hasPopover, startPolyfills } from './polyfills';

describe('the polyfills', () => {
  it('are loaded only for a feature the browser lacks, and the click made meanwhile is replayed', () => {
    // jsdom has neither popovers nor invoker commands.
    expect(hasPopover()).toBe(false);
    expect(hasInvokerCommands()).toBe(false);
    document.head.innerHTML = '';
    document.body.innerHTML =
      '<button popovertarget="menu">Menu</button><button commandfor="d" command="show-modal">Abrir</button>';
    startPolyfills({ popover: '/p.js', invokers: '/i.js' }, document);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/p.js', '/i.js']);

    const menu = document.querySelector('[popovertarget]') as HTMLButtonElement;
    const clicks = jest.fn();
    menu.addEventListener('click', clicks);
    menu.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    scripts[0]?.dispatchEvent(new Event('load'));
    expect(clicks).toHaveBeenCalledTimes(2);
    scripts[0]?.dispatchEvent(new Event('load'));
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('replays the click the starter kept before the early script ran', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<button popovertarget="menu">Menu</button>';
    const menu = document.querySelector('button') as HTMLButtonElement;
    const clicks = jest.fn();
    menu.addEventListener('click', clicks);
    window.earlyStarter = { taps: [], interactedAt: 1, started: false, waitingControl: menu };
    startPolyfills({ popover: '/p.js' }, document);
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    expect(clicks).toHaveBeenCalledTimes(1);
    delete window.earlyStarter;
  });

  it('does not replay a click the page handled itself (a notice button, whose popover is only its no-script copy)', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<button popovertarget="aviso" data-notice="{}">Trabalhe Conosco</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const handled = jest.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', handled);
    startPolyfills({ popover: '/p.js' }, document);
    button.click();
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    expect(handled).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', handled);
  });

  it('loads nothing where the features exist', () => {
    Object.defineProperty(HTMLElement.prototype, 'popover', { configurable: true, value: null });
    document.head.innerHTML = '';
    startPolyfills({ popover: '/p.js' }, document);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    delete (HTMLElement.prototype as { popover?: unknown }).popover;
  });
});
