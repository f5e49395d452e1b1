import { keptSelectors } from './behaviours';
import { keepTaps, loadEarlyScript, replayKeptTaps, type StarterState } from './starter';
import { createNoticeHub, startNoticeTriggers } from './notices/hub';
import { NOTICES } from '@/lib/early/notices/catalogue';

/** What the starter keeps, as the bundler writes it into the starter from the behaviours' declarations. */
const declaredSelectors = keptSelectors;

/** A document of its own for each test: the starter's listeners stay on the document they were given. */
function page(html: string) {
  const doc = document.implementation.createHTMLDocument('Página');
  doc.body.innerHTML = html;
  const state: StarterState = { taps: [], interactedAt: 0, started: false };
  keepTaps(state, declaredSelectors(), doc);
  return { doc, state };
}

describe('the starter', () => {
  it('keeps the taps on what the early layer runs, cancelling the no-script popover and the form submission', () => {
    const { doc, state } = page(
      '<button id="n" popovertarget="x" data-notice="{}">Trabalhe Conosco</button>' +
        '<section data-carousel><button id="a">›</button></section><a id="l" href="/sobre">Sobre</a>' +
        '<form data-contact-form="{}"><button id="s">Enviar</button></form>',
    );
    const notice = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.getElementById('n')?.dispatchEvent(notice);
    expect(notice.defaultPrevented).toBe(true);
    doc.getElementById('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.getElementById('l')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    doc.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(state.taps.map((tap) => [tap.type, tap.target.id || tap.target.tagName])).toEqual([
      ['click', 'n'],
      ['click', 'a'],
      ['submit', 'FORM'],
    ]);
    expect(state.interactedAt).toBeGreaterThan(0);
    state.started = true;
    doc.getElementById('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(state.taps).toHaveLength(3);
  });

  it('remembers the last click on a button a polyfill serves, for the polyfill to replay', () => {
    const { doc, state } = page(
      '<button id="m" popovertarget="menu">Menu</button><button id="d" commandfor="x" command="show-modal">Inscreva-se</button>',
    );
    doc.getElementById('m')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(state.waitingControl?.id).toBe('m');
    doc.getElementById('d')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(state.waitingControl?.id).toBe('d');
    expect(state.taps).toEqual([]);
  });
});

describe("the starter's selectors, from the behaviours' declarations", () => {
  it('keeps the taps of every behaviour that declares controls or forms, and the controls the polyfills serve', () => {
    const { controls, forms, polyfilled } = declaredSelectors();
    for (const selector of ['[data-notice]', '[data-copy-link]', '[data-carousel] button'])
      expect(controls.split(', ')).toContain(selector);
    expect(forms.split(', ')).toContain('form[data-contact-form]');
    expect(polyfilled.split(', ')).toEqual(expect.arrayContaining(['button[popovertarget]', 'button[commandfor]']));
  });

  it('keeps nothing it is not told to keep', () => {
    const doc = document.implementation.createHTMLDocument('Página');
    doc.body.innerHTML = '<button id="n" data-notice="{}">Trabalhe Conosco</button>';
    const state: StarterState = { taps: [], interactedAt: 0, started: false };
    keepTaps(state, { controls: '', forms: '', polyfilled: '' }, doc);
    doc.getElementById('n')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(state.taps).toEqual([]);
  });
});

describe('the early script fetched by the starter', () => {
  function starterOf(doc: Document) {
    const starter = doc.createElement('script');
    starter.setAttribute('data-early-src', '/_next/static/early/main-abc.js');
    starter.setAttribute('data-popover-polyfill', '/_next/static/early/popover-def.js');
    doc.body.append(starter);
    return starter;
  }
  const fetched = (doc: Document) => [...doc.head.querySelectorAll('script[src]')];

  it('waits for the page to load, the largest image with it', () => {
    const doc = document.implementation.createHTMLDocument('Página');
    Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
    // A document of its own has no window: its `load` comes from this one.
    Object.defineProperty(doc, 'defaultView', { value: window, configurable: true });
    loadEarlyScript(starterOf(doc), doc);
    expect(fetched(doc)).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    const [script] = fetched(doc);
    expect(script?.getAttribute('src')).toBe('/_next/static/early/main-abc.js');
    expect((script as HTMLScriptElement).async).toBe(true);
    window.dispatchEvent(new Event('load'));
    expect(fetched(doc)).toHaveLength(1);
  });

  it('fetches it at once on the first gesture of the visitor, once', () => {
    const doc = document.implementation.createHTMLDocument('Página');
    Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
    Object.defineProperty(doc, 'defaultView', { value: window, configurable: true });
    loadEarlyScript(starterOf(doc), doc);
    doc.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(fetched(doc)).toHaveLength(1);
    doc.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    window.dispatchEvent(new Event('load'));
    expect(fetched(doc)).toHaveLength(1);
  });

  describe('on a page with a largest image (fetchpriority=high)', () => {
    /** A stand-in for the browser's LCP reports: `paint(element)` reports that element painted as the largest. */
    function largestPaints(reported = true) {
      const observers: ((list: { getEntries: () => { element: Element }[] }) => void)[] = [];
      class FakeObserver {
        constructor(private readonly callback: (typeof observers)[number]) {}
        observe() {
          observers.push(this.callback);
        }
      }
      Object.defineProperty(globalThis, 'PerformanceObserver', {
        value: FakeObserver,
        configurable: true,
        writable: true,
      });
      // The browser's sign that it reports the largest paint (Safari has no such interface).
      if (reported)
        Object.defineProperty(window, 'LargestContentfulPaint', {
          value: class {},
          configurable: true,
          writable: true,
        });
      // The image's decoding (jsdom has none), ended by the test.
      let settle: (decoded: boolean) => void = () => {};
      const decoding = new Promise<void>((resolve, reject) => {
        settle = (decoded) => (decoded ? resolve() : reject(new Error('EncodingError')));
      });
      Object.defineProperty(HTMLImageElement.prototype, 'decode', {
        value: () => decoding,
        configurable: true,
        writable: true,
      });
      return {
        paint: (element: Element) => observers.forEach((callback) => callback({ getEntries: () => [{ element }] })),
        /** Ends the image's decoding (a broken image's fails) and lets what waits on it run. */
        decodingEnds: async (decoded = true) => {
          settle(decoded);
          await decoding.catch(() => undefined);
        },
      };
    }
    function loadingPage() {
      const doc = document.implementation.createHTMLDocument('Página');
      doc.body.innerHTML = '<img id="logo" src="/logo.svg"><img id="hero" fetchpriority="high" src="/hero.webp">';
      Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
      Object.defineProperty(doc, 'defaultView', { value: window, configurable: true });
      loadEarlyScript(starterOf(doc), doc);
      return doc;
    }
    const original = globalThis.PerformanceObserver;
    afterEach(() => {
      Object.defineProperty(globalThis, 'PerformanceObserver', { value: original, configurable: true, writable: true });
      delete (window as { LargestContentfulPaint?: unknown }).LargestContentfulPaint;
      delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
      jest.useRealTimers();
    });

    it('waits after `load` for that image to paint as the largest, so the request never competes with it', () => {
      const paints = largestPaints();
      const doc = loadingPage();
      window.dispatchEvent(new Event('load'));
      paints.paint(doc.getElementById('logo')!);
      expect(fetched(doc)).toHaveLength(0);
      paints.paint(doc.getElementById('hero')!);
      expect(fetched(doc)).toHaveLength(1);
      paints.paint(doc.getElementById('hero')!);
      expect(fetched(doc)).toHaveLength(1);
    });

    it.each([
      ['decoded', true],
      ['failed to decode', false],
    ])(
      'fetches it a second after the image has %s when it never paints as the largest (a hidden tab, a scrolled page)',
      async (_, decoded) => {
        jest.useFakeTimers();
        const paints = largestPaints();
        const doc = loadingPage();
        window.dispatchEvent(new Event('load'));
        // A busy phone still decoding the image: no second is counted yet.
        jest.advanceTimersByTime(5000);
        expect(fetched(doc)).toHaveLength(0);
        await paints.decodingEnds(decoded);
        jest.advanceTimersByTime(999);
        expect(fetched(doc)).toHaveLength(0);
        jest.advanceTimersByTime(1);
        expect(fetched(doc)).toHaveLength(1);
      },
    );

    it('fetches it at `load` in a browser that reports no largest paint (Safari)', () => {
      largestPaints(false);
      const doc = loadingPage();
      window.dispatchEvent(new Event('load'));
      expect(fetched(doc)).toHaveLength(1);
    });

    it('still fetches it at once on the first gesture', () => {
      largestPaints();
      const doc = loadingPage();
      doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(fetched(doc)).toHaveLength(1);
    });
  });

  it('fetches it at once when the page has already loaded', () => {
    const doc = document.implementation.createHTMLDocument('Página');
    Object.defineProperty(doc, 'readyState', { value: 'complete', configurable: true });
    loadEarlyScript(starterOf(doc), doc);
    expect(fetched(doc)).toHaveLength(1);
  });
});

describe('a kept tap replayed', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete window.siteNotices;
  });

  it.each([500, 2000, 6000, 60_000])(
    'is replayed however late the early script runs (%i ms), and its notice lasts its whole time from when it appears',
    (late) => {
      jest.useFakeTimers();
      const { doc, state } = page(
        '<section id="avisos"><ol></ol></section><ol id="aviso-modelo" hidden><li><p data-notice-title></p></li></ol>' +
          `<button id="n" data-notice='${JSON.stringify(NOTICES.notImplemented())}'>Trabalhe Conosco</button>`,
      );
      // A document of its own has no browsing context, so it counts as hidden (which pauses a notice): this one shows.
      Object.defineProperty(doc, 'hidden', { value: false, configurable: true });
      const shown = () => doc.querySelectorAll('#avisos li').length;
      doc.getElementById('n')?.click();
      expect(state.taps).toHaveLength(1);
      jest.advanceTimersByTime(late);
      expect(shown()).toBe(0);
      // The early script arrives: its notice hub and triggers listen, then the kept taps are done.
      const hub = createNoticeHub(doc);
      window.siteNotices = hub;
      startNoticeTriggers(doc);
      replayKeptTaps(state);
      expect(shown()).toBe(1);
      expect(hub.open()?.remainingMs).toBe(NOTICES.notImplemented().duration);
      jest.advanceTimersByTime(NOTICES.notImplemented().duration - 1);
      expect(shown()).toBe(1);
      jest.advanceTimersByTime(1);
      expect(shown()).toBe(0);
      // From then on the starter keeps nothing: the early script's own listeners serve the taps.
      doc.getElementById('n')?.click();
      expect(state.taps).toEqual([]);
      expect(shown()).toBe(1);
    },
  );
});
