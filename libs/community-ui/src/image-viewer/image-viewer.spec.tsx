import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { ImageViewer, SWIPE_THRESHOLD, type ViewerImage } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const images: ViewerImage[] = [
  { src: '/a.webp', alt: '清晨的查房' },
  { src: '/b.webp', alt: '显微镜下的世界' },
  { src: '/c.webp', alt: '急诊室的守候' },
];

function Harness({ start = 0 }: { start?: number | null }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <>
      <button type="button" onClick={() => setIndex(0)}>
        打开
      </button>
      <ImageViewer images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog');
const shown = () => screen.getByRole('img');

describe('ImageViewer', () => {
  it('moves with the arrow keys and stops at both ends', async () => {
    renderWithProviders(<Harness />);
    expect(dialog()).toHaveAccessibleName(/^图片 1 \/ 3 ?：清晨的查房$/);
    expect(dialog()).toHaveFocus();
    expect(screen.queryByRole('button', { name: '上一张' })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    expect(shown()).toHaveAttribute('alt', '清晨的查房');
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(shown()).toHaveAttribute('src', '/c.webp');
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(shown()).toHaveAttribute('alt', '急诊室的守候');
    expect(screen.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(shown()).toHaveAttribute('alt', '显微镜下的世界');
    await expectNoSeriousA11yViolations(document.body);
  });

  it('zooms by buttons and keys, and fits again with 0 and on a new picture', () => {
    renderWithProviders(<Harness />);
    const zoomIn = screen.getByRole('button', { name: '放大' });
    expect(screen.getByRole('button', { name: '缩小' })).toBeDisabled();
    fireEvent.click(zoomIn);
    expect(shown()).toHaveAttribute('data-zoom', '1.5');
    fireEvent.keyDown(dialog(), { key: '+' });
    fireEvent.keyDown(dialog(), { key: '+' });
    expect(shown()).toHaveAttribute('data-zoom', '3');
    expect(zoomIn).toBeDisabled();
    fireEvent.keyDown(dialog(), { key: '-' });
    expect(shown()).toHaveAttribute('data-zoom', '2');
    fireEvent.keyDown(dialog(), { key: '0' });
    expect(shown()).toHaveAttribute('data-zoom', '1');
    fireEvent.click(zoomIn);
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(shown()).toHaveAttribute('data-zoom', '1');
  });

  it('turns the page on a horizontal swipe, not on a short or vertical one', () => {
    renderWithProviders(<Harness />);
    const stage = shown().parentElement as HTMLElement;
    const swipe = (dx: number, dy = 0) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: 200, clientY: 200 }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 200 + dx, clientY: 200 + dy }] });
    };
    swipe(-(SWIPE_THRESHOLD - 1));
    expect(shown()).toHaveAttribute('alt', '清晨的查房');
    swipe(-60, 120);
    expect(shown()).toHaveAttribute('alt', '清晨的查房');
    swipe(-80);
    expect(shown()).toHaveAttribute('alt', '显微镜下的世界');
    swipe(80);
    expect(shown()).toHaveAttribute('alt', '清晨的查房');
  });

  it('closes with Escape or 关闭 and gives the focus back', () => {
    renderWithProviders(<Harness start={null} />);
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    fireEvent.click(opener);
    expect(dialog()).toHaveFocus();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
