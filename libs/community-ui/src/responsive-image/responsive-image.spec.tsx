import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { placeholderColor, placeholderDataUrl, ResponsiveImage, SensitiveCover } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';
import { SAMPLE_THUMBHASH, sampleImageSource } from '../test-utils/sample-data';

describe('ResponsiveImage', () => {
  it('reserves the box, offers the WebP renditions and paints the ThumbHash until the picture loads', async () => {
    const image = sampleImageSource();
    const { container } = renderWithProviders(<ResponsiveImage image={image} alt="清晨的查房" sizes="50vw" />);
    const img = screen.getByRole('img', { name: '清晨的查房' });
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img.getAttribute('srcset')).toBe(`${image.url}#w320 320w, ${image.url}#w640 640w, ${image.url}#w1280 1280w`);
    // The average colour is there at the first paint, the decoded ThumbHash once its decoder has loaded.
    expect(img.style.backgroundColor).toMatch(/^rgb\(/);
    await waitFor(() => expect(img).toHaveAttribute('data-placeholder', 'thumbhash'));
    expect(img.style.backgroundImage).toContain('data:image/png;base64,');
    fireEvent.load(img);
    expect(img).not.toHaveAttribute('data-placeholder');
    expect(img.style.backgroundImage).toBe('');
    expect(img.style.backgroundColor).toBe('');
    await expectNoSeriousA11yViolations(container);
  });

  it('paints no placeholder under a picture that arrived with the server markup, before the code', async () => {
    // Already drawn when the page's code takes the markup over: no load event will come for it.
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const natural = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1280);
    try {
      renderWithProviders(<ResponsiveImage image={sampleImageSource()} alt="清晨的查房" />);
      const img = screen.getByRole('img', { name: '清晨的查房' });
      await waitFor(() => expect(img).not.toHaveAttribute('data-placeholder'));
      expect(img.style.backgroundImage).toBe('');
      expect(img.style.backgroundColor).toBe('');
    } finally {
      complete.mockRestore();
      natural.mockRestore();
    }
  });

  it('draws a plain address without srcset, and loads eagerly with high priority above the fold', () => {
    renderWithProviders(
      <ResponsiveImage src="/files/demo/a.jpg" alt="封面" width={300} height={180} loading="eager" highPriority />,
    );
    const img = screen.getByRole('img', { name: '封面' });
    expect(img).toHaveAttribute('src', '/files/demo/a.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '300');
  });

  it('decodes a ThumbHash to a PNG data URL once, and a damaged one to nothing', async () => {
    const url = await placeholderDataUrl(SAMPLE_THUMBHASH);
    expect(url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{100,}$/);
    expect(await placeholderDataUrl(SAMPLE_THUMBHASH)).toBe(url);
    expect(await placeholderDataUrl('')).toBe('');
    expect(await placeholderDataUrl('%%%')).toBe('');
  });

  it('reads the average colour from the ThumbHash header as the decoder does', async () => {
    const { thumbHashToAverageRGBA } = await import('thumbhash');
    const bytes = Uint8Array.from(atob(SAMPLE_THUMBHASH), (c) => c.charCodeAt(0));
    const { r, g, b } = thumbHashToAverageRGBA(bytes);
    const expected = [r, g, b].map((v) => Math.round(255 * v)).join(' ');
    expect(placeholderColor(SAMPLE_THUMBHASH)).toBe(`rgb(${expected})`);
    expect(placeholderColor('')).toBe('');
    expect(placeholderColor('%%%')).toBe('');
  });
});

describe('ResponsiveImage with sizes="auto"', () => {
  /** A ResizeObserver the test drives: `resize()` calls every observer's callback. */
  const observers: Array<() => void> = [];
  const original = { observer: globalThis.ResizeObserver, density: window.devicePixelRatio };
  beforeEach(() => {
    observers.length = 0;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(this.callback);
      }
      unobserve() {
        // Nothing to stop: a picture is watched until disconnect.
      }
      disconnect() {
        observers.splice(observers.indexOf(this.callback), 1);
      }
    } as unknown as typeof ResizeObserver;
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 3 });
  });
  afterEach(() => {
    globalThis.ResizeObserver = original.observer;
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: original.density });
  });

  /** The picture as the browser left it: loaded from `file` (as the absolute address it reads), drawn `width` px wide. */
  const drawn = (img: HTMLElement, file: string, width: number) => {
    Object.defineProperty(img, 'currentSrc', { configurable: true, value: new URL(file, document.baseURI).href });
    Object.defineProperty(img, 'complete', { configurable: true, value: true });
    img.getBoundingClientRect = () => ({ width }) as DOMRect;
  };

  it('has the browser choose again when the drawn picture outgrows the file it was chosen at', () => {
    const image = sampleImageSource();
    renderWithProviders(<ResponsiveImage image={image} alt="清晨的查房" sizes="auto, 100vw" />);
    const img = screen.getByRole('img', { name: '清晨的查房' }) as HTMLImageElement;
    // Chosen at 100 px: 320 px is enough at a density of 3.
    drawn(img, `${image.url}#w320`, 100);
    observers.forEach((resize) => resize());
    expect(img).toHaveAttribute('sizes', 'auto, 100vw');
    // The row filled and the tile grew to 180 px: 540 px needed, 640 and 1280 on offer.
    drawn(img, `${image.url}#w320`, 180);
    observers.forEach((resize) => resize());
    expect(img).toHaveAttribute('sizes', '180px');
  });

  it('leaves a picture alone when its file is wide enough or nothing wider is offered', () => {
    const image = sampleImageSource();
    renderWithProviders(<ResponsiveImage image={image} alt="清晨的查房" sizes="auto, 100vw" />);
    const img = screen.getByRole('img', { name: '清晨的查房' }) as HTMLImageElement;
    drawn(img, `${image.url}#w1280`, 600);
    fireEvent.load(img);
    observers.forEach((resize) => resize());
    expect(img).toHaveAttribute('sizes', 'auto, 100vw');
  });

  it('watches nothing when sizes is given without auto', () => {
    renderWithProviders(<ResponsiveImage image={sampleImageSource()} alt="清晨的查房" sizes="50vw" />);
    expect(observers).toHaveLength(0);
  });
});

describe('SensitiveCover', () => {
  function Sensitive({ onOpen }: { onOpen(): void }) {
    const [hidden, setHidden] = useState(true);
    return (
      <div onClick={onOpen}>
        <SensitiveCover hidden={hidden} onReveal={() => setHidden(false)} label="术中">
          <ResponsiveImage image={sampleImageSource()} alt="术中" blurred={hidden} />
        </SensitiveCover>
      </div>
    );
  }

  it('keeps the picture blurred behind 点击查看 until clicked, without opening the post', async () => {
    const onOpen = jest.fn();
    const { container } = renderWithProviders(<Sensitive onOpen={onOpen} />);
    const img = screen.getByRole('img', { name: '术中' });
    expect(getComputedStyle(img).filter).toBe('blur(24px)');
    const button = screen.getByRole('button', { name: '点击查看：术中（敏感内容）' });
    expect(button).toHaveTextContent('点击查看');
    await expectNoSeriousA11yViolations(container);
    button.focus();
    fireEvent.click(button);
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /点击查看/ })).not.toBeInTheDocument();
    expect(getComputedStyle(img).filter).not.toBe('blur(24px)');
  });
});
