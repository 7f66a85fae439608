import { act, fireEvent, screen } from '@testing-library/react';
import { HeroCarousel, type HeroCarouselItem } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const items: HeroCarouselItem[] = [
  { id: 'a', image: '/a.jpg', title: '春日医学摄影展' },
  { id: 'b', image: '/b.jpg', title: '手术室里的光' },
  { id: 'c', image: '/c.jpg', title: '白衣天使', link: '/activity/detail?id=3' },
];

const activeTitle = () =>
  screen.getAllByRole('group', { hidden: true }).find((g) => g.getAttribute('aria-hidden') === 'false')?.textContent;

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('HeroCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setHidden(false);
  });

  it('is a labelled carousel region with Chinese controls', () => {
    renderWithProviders(<HeroCarousel items={items} />);
    const region = screen.getByRole('region', { name: '轮播图' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: '上一张' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一张' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^第\d张$/ })).toHaveLength(3);
  });

  it('loads the first image eagerly with high priority and the others lazily', () => {
    const { container } = renderWithProviders(<HeroCarousel items={items} />);
    const imgs = container.querySelectorAll('img');
    expect(imgs[0]).toHaveAttribute('loading', 'eager');
    expect(imgs[0]).toHaveAttribute('fetchpriority', 'high');
    expect(imgs[1]).toHaveAttribute('loading', 'lazy');
    expect(imgs[2]).toHaveAttribute('loading', 'lazy');
  });

  it('gives a hidden slide its picture only when the slide before it is shown', () => {
    const { container } = renderWithProviders(<HeroCarousel items={items} />);
    const sources = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    // Mounted: the first slide and the next one.
    expect(sources()).toEqual(['/a.jpg', '/b.jpg', null]);
    act(() => jest.advanceTimersByTime(5000));
    expect(sources()).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
  });

  it('shows the picture of a slide reached by its dot at once', () => {
    const many = [...items, { id: 'd', image: '/d.jpg', title: '第四张' }];
    const { container } = renderWithProviders(<HeroCarousel items={many} />);
    expect(container.querySelectorAll('img')[3]).not.toHaveAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: '第4张' }));
    expect(container.querySelectorAll('img')[3]).toHaveAttribute('src', '/d.jpg');
  });

  it('advances every 5000 ms and wraps around', () => {
    renderWithProviders(<HeroCarousel items={items} />);
    expect(activeTitle()).toBe('春日医学摄影展');
    act(() => jest.advanceTimersByTime(4999));
    expect(activeTitle()).toBe('春日医学摄影展');
    act(() => jest.advanceTimersByTime(1));
    expect(activeTitle()).toBe('手术室里的光');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeTitle()).toBe('白衣天使');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeTitle()).toBe('春日医学摄影展');
  });

  it('pauses while hovered and resumes on leave', () => {
    renderWithProviders(<HeroCarousel items={items} />);
    const region = screen.getByRole('region', { name: '轮播图' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(20000));
    expect(activeTitle()).toBe('春日医学摄影展');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(5000));
    expect(activeTitle()).toBe('手术室里的光');
  });

  it('pauses while the tab is hidden', () => {
    renderWithProviders(<HeroCarousel items={items} />);
    setHidden(true);
    act(() => jest.advanceTimersByTime(20000));
    expect(activeTitle()).toBe('春日医学摄影展');
    setHidden(false);
    act(() => jest.advanceTimersByTime(5000));
    expect(activeTitle()).toBe('手术室里的光');
  });

  it('moves with buttons, dots, arrow keys and swipes', () => {
    renderWithProviders(<HeroCarousel items={items} />);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(activeTitle()).toBe('白衣天使');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(activeTitle()).toBe('春日医学摄影展');
    fireEvent.click(screen.getByRole('button', { name: '第2张' }));
    expect(activeTitle()).toBe('手术室里的光');
    expect(screen.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');
    const region = screen.getByRole('region', { name: '轮播图' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(activeTitle()).toBe('白衣天使');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(activeTitle()).toBe('手术室里的光');
    fireEvent.touchStart(region, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 100 }] });
    expect(activeTitle()).toBe('白衣天使');
    fireEvent.touchStart(region, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 120 }] });
    expect(activeTitle()).toBe('白衣天使');
  });

  it('reports clicks on a slide and links slides that have a link', () => {
    const onItemClick = jest.fn();
    renderWithProviders(<HeroCarousel items={items} onItemClick={onItemClick} />);
    fireEvent.click(screen.getByRole('button', { name: '春日医学摄影展' }));
    expect(onItemClick).toHaveBeenCalledWith(items[0]);
    fireEvent.click(screen.getByRole('button', { name: '第3张' }));
    expect(screen.getByRole('link', { name: '白衣天使' })).toHaveAttribute('href', '/activity/detail?id=3');
  });

  it('renders nothing without items and no controls for a single item', () => {
    const { container } = renderWithProviders(<HeroCarousel items={[]} />);
    expect(container).toBeEmptyDOMElement();
    renderWithProviders(<HeroCarousel items={[items[0]]} />);
    expect(screen.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWithProviders(<HeroCarousel items={items} onItemClick={() => undefined} />);
    await expectNoSeriousA11yViolations(container);
  });
});
