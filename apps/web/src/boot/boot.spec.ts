import { FIRST_SCREEN } from '@yiying/models';
import { afterFirstImage, FIRST_IMAGE_WAIT_MS } from './after-first-image';
import { holdEarlyClicks } from './early-clicks';
import { preloadPageModules } from './page-modules';

/** A server page: `#root` with markup, and the first picture marked as the one to fetch first. */
function serverPage(complete: boolean): { image: HTMLImageElement; decode: jest.Mock } {
  document.body.innerHTML =
    '<div id="root"><header><img src="/logo.png"></header>' +
    '<img src="/files/demo/banner-01.jpg" fetchpriority="high"><img src="/b.webp" fetchpriority="high"></div>';
  const image = document.querySelector('img[fetchpriority="high"]') as HTMLImageElement;
  Object.defineProperty(image, 'complete', { configurable: true, get: () => complete });
  // jsdom decodes no pictures: the element's own decode() stands for the browser's.
  const decode = jest.fn(() => Promise.resolve());
  Object.defineProperty(image, 'decode', { configurable: true, value: decode });
  return { image, decode };
}

describe('afterFirstImage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };
  /** Runs queued promise callbacks, animation frames and due timers. */
  const flush = async (ms = 0) => {
    await jest.advanceTimersByTimeAsync(ms);
    await jest.advanceTimersByTimeAsync(20);
  };

  it('resolves at once on a page the browser builds (no server markup)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await expect(afterFirstImage(document)).resolves.toBeUndefined();
  });

  it('waits for the picture to arrive and be decoded, then for a painted frame', async () => {
    const { image, decode } = serverPage(false);
    const done = settled(afterFirstImage(document));
    await flush(500);
    expect(done()).toBe(false);
    expect(decode).not.toHaveBeenCalled();
    image.dispatchEvent(new Event('load'));
    expect(decode).toHaveBeenCalledTimes(1);
    await flush();
    expect(done()).toBe(true);
  });

  it('still waits for a frame when the picture arrived before the entry ran', async () => {
    const { decode } = serverPage(true);
    const done = settled(afterFirstImage(document));
    expect(done()).toBe(false);
    await flush();
    expect(decode).toHaveBeenCalledTimes(1);
    expect(done()).toBe(true);
  });

  it('lets the app start when the picture fails, or after the limit when it never arrives', async () => {
    const failing = serverPage(false);
    const afterError = settled(afterFirstImage(document));
    failing.image.dispatchEvent(new Event('error'));
    await flush();
    expect(afterError()).toBe(true);

    serverPage(false);
    const slow = settled(afterFirstImage(document));
    await flush(FIRST_IMAGE_WAIT_MS - 100);
    expect(slow()).toBe(false);
    await flush(100);
    expect(slow()).toBe(true);
  });
});

describe('preloadPageModules', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  const list = (text: string) => {
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN.modulesElementId}">${text}</script>`;
  };
  const links = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => [
      l.getAttribute('href'),
      l.getAttribute('crossorigin'),
    ]);

  it('adds a module preload for each listed file of this site', () => {
    list(
      '["/assets/home-page-1.js","/assets/react-1.js","https://evil.example/x.js","//evil.example/x.js",' +
        '"/\\\\evil.example/x.js","/assets/../x.js",3]',
    );
    const tasks: Array<() => void> = [];
    expect(preloadPageModules(document, (next) => tasks.push(next))).toEqual([
      '/assets/home-page-1.js',
      '/assets/react-1.js',
    ]);
    // One request a task: the first at once, the next in the task after.
    expect(links()).toEqual([['/assets/home-page-1.js', '']]);
    tasks.shift()?.();
    expect(links()).toEqual([
      ['/assets/home-page-1.js', ''],
      ['/assets/react-1.js', ''],
    ]);
  });

  it('skips a file the app has already asked for', () => {
    // The app's import names its files in full.
    document.head.innerHTML = `<link rel="modulepreload" crossorigin href="${window.location.origin}/assets/start-1.js">`;
    list('["/assets/start-1.js","/assets/home-page-1.js"]');
    const tasks: Array<() => void> = [];
    preloadPageModules(document, (next) => tasks.push(next));
    while (tasks.length) tasks.shift()?.();
    expect(links()).toEqual([
      [`${window.location.origin}/assets/start-1.js`, ''],
      ['/assets/home-page-1.js', ''],
    ]);
  });

  it('adds nothing without a list or with one it cannot read', () => {
    expect(preloadPageModules(document)).toEqual([]);
    list('{not json');
    expect(preloadPageModules(document)).toEqual([]);
    list('{"a":1}');
    expect(preloadPageModules(document)).toEqual([]);
    expect(links()).toEqual([]);
  });
});

describe('holdEarlyClicks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  /** Server markup: a form whose button would send it as a plain page request. */
  function page() {
    document.body.innerHTML = '<div id="root"><form><button type="submit">提交留言</button></form></div>';
    const root = document.getElementById('root') as HTMLElement;
    const button = root.querySelector('button') as HTMLButtonElement;
    const seen: string[] = [];
    // What React's own listener would do once it has the button, and whether the browser would send the form.
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented ? 'held' : 'reached the page'));
    root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    return { root, button, seen };
  }
  const takeOver = (node: Element) => Object.assign(node, { __reactFiber$test: {} });

  it('holds a click until the app has the button, then clicks it again once the browser is idle', async () => {
    const { root, button, seen } = page();
    const clicks = holdEarlyClicks(root);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);

    clicks.start();
    await jest.advanceTimersByTimeAsync(200);
    expect(seen).toEqual([]);
    takeOver(button);
    await jest.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(['reached the page']);
  });

  it('clicks a held button of a replaced page again as the one button of the new page with its name', async () => {
    document.body.innerHTML =
      '<div id="root"><div role="toolbar" aria-label="作品操作"><button aria-label="点赞 0">赞</button></div></div>';
    const root = document.getElementById('root') as HTMLElement;
    const clicks = holdEarlyClicks(root);
    (root.querySelector('button') as HTMLButtonElement).click();
    clicks.start();
    // A member's page: the app builds it anew and it replaces the server's markup, a moment later.
    await jest.advanceTimersByTimeAsync(200);
    root.innerHTML =
      '<header><button aria-label="点赞 0">别处同名</button></header>' +
      '<div role="toolbar" aria-label="作品操作"><button aria-label="点赞 0">赞</button><button>收藏</button></div>';
    const pressed: string[] = [];
    for (const button of root.querySelectorAll('button')) {
      takeOver(button);
      button.addEventListener('click', () => pressed.push(button.textContent ?? ''));
    }
    await jest.advanceTimersByTimeAsync(100);
    expect(pressed).toEqual(['赞']);
  });

  it('drops a held click whose button the new page has not, or has more than once', async () => {
    for (const replacement of [
      '<div aria-label="作品操作"><button aria-label="点赞 1">赞</button></div>',
      '<div aria-label="作品操作"><button aria-label="点赞 0">赞</button><button aria-label="点赞 0">赞</button></div>',
    ]) {
      document.body.innerHTML =
        '<div id="root"><div aria-label="作品操作"><button aria-label="点赞 0">赞</button></div></div>';
      const root = document.getElementById('root') as HTMLElement;
      const clicks = holdEarlyClicks(root, 1000);
      (root.querySelector('button') as HTMLButtonElement).click();
      clicks.start();
      root.innerHTML = replacement;
      const pressed: string[] = [];
      for (const button of root.querySelectorAll('button')) {
        takeOver(button);
        button.addEventListener('click', () => pressed.push(button.getAttribute('aria-label') ?? ''));
      }
      await jest.advanceTimersByTimeAsync(2000);
      expect(pressed).toEqual([]);
      clicks.stop();
    }
  });

  it('lets clicks through again, and drops what it held, when the app cannot start', async () => {
    const { root, button, seen } = page();
    const clicks = holdEarlyClicks(root);
    button.click();
    clicks.stop();
    takeOver(button);
    await jest.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([]);
    button.click();
    expect(seen).toEqual(['reached the page']);
  });
});
