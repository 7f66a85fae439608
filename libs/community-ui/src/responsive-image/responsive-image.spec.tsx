import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { placeholderDataUrl, ResponsiveImage, SensitiveCover } from '../index';
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
    expect(img).toHaveAttribute('data-placeholder', 'thumbhash');
    expect(img.style.backgroundImage).toContain('data:image/png;base64,');
    fireEvent.load(img);
    expect(img).not.toHaveAttribute('data-placeholder');
    expect(img.style.backgroundImage).toBe('');
    await expectNoSeriousA11yViolations(container);
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

  it('decodes a ThumbHash to a PNG data URL once, and a damaged one to nothing', () => {
    const url = placeholderDataUrl(SAMPLE_THUMBHASH);
    expect(url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{100,}$/);
    expect(placeholderDataUrl(SAMPLE_THUMBHASH)).toBe(url);
    expect(placeholderDataUrl('')).toBe('');
    expect(placeholderDataUrl('%%%')).toBe('');
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
