import { act, screen } from '@testing-library/react';
import { JustifiedGallery, defaultRowHeight, justifiedLayout } from '../index';
import { SAMPLE_THUMBHASH } from '../test-utils/sample-data';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

let observed: (() => void) | null = null;
let width = 1000;

beforeEach(() => {
  width = 1000;
  observed = null;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(private readonly callback: () => void) {}
    observe() {
      observed = this.callback;
    }
    disconnect() {
      observed = null;
    }
  };
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(
      () => ({ width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect,
    );
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

const sizes: [number, number][] = [
  [1500, 1000],
  [1000, 1000],
  [1500, 1000],
  [750, 1000],
  [1500, 1000],
  [1500, 1000],
  [1000, 1000],
];
const items = sizes.map(([w, h], i) => ({
  id: `p${i}`,
  alt: `作品 ${i + 1}`,
  image: {
    url: `/p${i}.webp`,
    width: w,
    height: h,
    placeholder: SAMPLE_THUMBHASH,
    renditions: [{ url: `/p${i}-640.webp`, width: 640, height: Math.round((640 * h) / w), type: 'image/webp' }],
  },
}));

describe('JustifiedGallery', () => {
  it('places every picture at the box of the layout, painted with its placeholder colour', async () => {
    renderWithProviders(<JustifiedGallery items={items} targetRowHeight={250} gap={10} label="作品" />);
    // Lets the ThumbHash decoder answer inside act.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const list = screen.getByRole('list', { name: '作品' });
    const expected = justifiedLayout(
      sizes.map(([w, h]) => w / h),
      { containerWidth: 1000, targetRowHeight: 250, gap: 10 },
    );
    expect(list).toHaveStyle({ height: `${expected.height}px` });
    const cells = screen.getAllByRole('listitem');
    cells.forEach((cell, i) => {
      const box = expected.boxes[i];
      expect(cell).toHaveStyle({ top: `${box.top}px`, left: `${box.left}px`, width: `${box.width}px` });
      expect(cell.style.backgroundColor).not.toBe('');
    });
    const img = screen.getByRole('img', { name: '作品 1' });
    expect(img).toHaveAttribute('sizes', `${expected.boxes[0].width}px`);
    await expectNoSeriousA11yViolations(document.body);
  });

  it('lays out again when its width changes, with lower rows on phones', async () => {
    renderWithProviders(<JustifiedGallery items={items} gap={8} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const before = screen.getAllByRole('listitem')[0].style.height;
    width = 390;
    act(() => observed?.());
    const phone = justifiedLayout(
      sizes.map(([w, h]) => w / h),
      { containerWidth: 390, targetRowHeight: defaultRowHeight(390), gap: 8 },
    );
    const cells = screen.getAllByRole('listitem');
    expect(cells[0].style.height).not.toBe(before);
    cells.forEach((cell, i) => expect(cell).toHaveStyle({ width: `${phone.boxes[i].width}px` }));
  });

  it('hands each card its box and picture so the app can wrap it in a link', async () => {
    renderWithProviders(
      <JustifiedGallery
        items={items.slice(0, 3)}
        eagerCount={1}
        renderItem={(item, { picture, box }) => (
          <a href={`/hot/detail?contentId=${item.id}`} data-width={box.width}>
            {picture}
          </a>
        )}
      />,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/hot/detail?contentId=p0');
    expect(links[0].querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(links[1].querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
