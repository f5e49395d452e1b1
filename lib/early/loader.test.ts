import { FLIGHT_GLOBAL, FRAMEWORK_LOADING_ATTRIBUTE, isInteraction, startLoader } from './loader';

const FLIGHT = [[0], [1, '0:[]\n']];

/** A document of its own for each test: a loader started by an earlier test keeps listening to its own. */
let doc: Document;

function page() {
  doc = document.implementation.createHTMLDocument('Página');
  doc.body.innerHTML =
    '<main><a href="/sobre">Sobre</a><p>Texto</p><input aria-label="Nome"></main>' +
    '<template id="framework" data-flight="/_next/static/flight/a.json">' +
    '<link rel="preload" as="script" href="/_next/static/chunks/a.js">' +
    '<script src="/_next/static/chunks/a.js" async integrity="sha384-x"></script>' +
    '</template>';
  delete (window as unknown as Record<string, unknown>)[FLIGHT_GLOBAL];
}

function respond(ok: boolean) {
  const fetch = jest.fn(async () => ({ ok, status: ok ? 200 : 404, json: async () => FLIGHT }) as unknown as Response);
  window.fetch = fetch as unknown as typeof window.fetch;
  return fetch;
}

const inserted = () =>
  [...doc.body.children].filter((element) => element.matches('script, link')).map((element) => element.outerHTML);
const hints = () => [...doc.head.querySelectorAll('link')].map((element) => element.outerHTML);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const loadingShown = () => doc.documentElement.hasAttribute(FRAMEWORK_LOADING_ATTRIBUTE);

describe('the framework loader', () => {
  beforeEach(page);

  it('waits: a page only read fetches nothing', async () => {
    const fetch = respond(true);
    const state = startLoader(doc);
    doc.dispatchEvent(new Event('scroll'));
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(state?.()).toBe('waiting');
  });

  it('on the first interaction: the hints, the flight data into the queue, then the scripts as they were', async () => {
    const fetch = respond(true);
    const state = startLoader(doc);
    doc.querySelector('p')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    // Every script starts downloading at once, with its own integrity; nothing runs before the flight data is there.
    expect(hints()).toEqual(['<link rel="preload" as="script" href="/_next/static/chunks/a.js" integrity="sha384-x">']);
    expect(inserted()).toEqual([]);
    expect(loadingShown()).toBe(true);
    await flush();
    expect(loadingShown()).toBe(false);
    expect(fetch).toHaveBeenCalledWith('/_next/static/flight/a.json');
    expect((window as unknown as Record<string, unknown>)[FLIGHT_GLOBAL]).toEqual(FLIGHT);
    expect(inserted()).toEqual(['<script src="/_next/static/chunks/a.js" async="" integrity="sha384-x"></script>']);
    expect(state?.()).toBe('loaded');
    doc.querySelector('p')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the flight data is gone (a publication since), stays as it is and tries again on the next interaction', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = respond(false);
    const state = startLoader(doc);
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(loadingShown()).toBe(true);
    // An interaction while the attempt is on its way starts no second one.
    doc.querySelector('p')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await flush();
    expect(state?.()).toBe('waiting');
    expect(loadingShown()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(inserted().filter((html) => html.startsWith('<script'))).toEqual([]);
    // No loop: nothing more until the visitor does something.
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    respond(true);
    doc.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(state?.()).toBe('loaded');
    warn.mockRestore();
  });

  it('does nothing on a page without the framework', () => {
    doc.body.innerHTML = '<main></main>';
    expect(startLoader(doc)).toBeUndefined();
  });
});

describe('what counts as an interaction', () => {
  beforeEach(page);
  const pointer = (pointerType: string, target: Element) => {
    const event = new MouseEvent('pointerdown', { bubbles: true });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    Object.defineProperty(event, 'target', { value: target });
    return event;
  };

  it('a mouse press, a key, a focus, a click or tap: yes; a touch going down (maybe a scroll): not yet', () => {
    const text = doc.querySelector('p') as HTMLElement;
    expect(isInteraction(pointer('mouse', text))).toBe(true);
    expect(isInteraction(pointer('touch', text))).toBe(false);
  });

  it('a press on a link: no, the link navigates anyway', () => {
    expect(isInteraction(pointer('mouse', doc.querySelector('a') as HTMLElement))).toBe(false);
  });
});
