import { fireEvent, screen } from '@testing-library/react';
import { AlbumIcon, countLabel, formatCount, LikeIcon } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('LikeIcon and AlbumIcon', () => {
  it('show the count, the pressed state and emit clicks', async () => {
    const onLike = jest.fn();
    const onAlbum = jest.fn();
    const { container } = renderWithProviders(
      <>
        <LikeIcon count={12345} liked onClick={onLike} />
        <AlbumIcon onClick={onAlbum} />
      </>,
    );
    // The visible count is part of the name, as speech input needs (axe label-content-name-mismatch).
    const like = screen.getByRole('button', { name: '点赞 1.2万' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('1.2万');
    fireEvent.click(like);
    fireEvent.click(screen.getByRole('button', { name: '加入相册' }));
    expect(onLike).toHaveBeenCalled();
    expect(onAlbum).toHaveBeenCalled();
    await expectNoSeriousA11yViolations(container);
  });

  it('names a count button by its action and visible count', () => {
    expect(countLabel('转发', 3)).toBe('转发 3');
    expect(countLabel('评论', 25000)).toBe('评论 2.5万');
    expect(countLabel('加入相册', undefined)).toBe('加入相册');
  });

  it('formats counts', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(10000)).toBe('1万');
    expect(formatCount(-3)).toBe('0');
  });
});
