import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { flexRowsMaxWidth, GalleryGrid, galleryItemRatio, JUSTIFIED_ROWS, justifiedSizes } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';
import { sampleGalleryItems, sampleImageSource } from '../test-utils/sample-data';

describe('GalleryGrid', () => {
  const items = sampleGalleryItems(3);

  it('renders a tile per item with title, author, lazy cover and counts', () => {
    renderWithProviders(<GalleryGrid items={items} />);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    const first = within(tiles[0]);
    expect(first.getByRole('heading', { name: '清晨的查房' })).toBeInTheDocument();
    expect(first.getByText('李医生')).toBeInTheDocument();
    const cover = first.getByRole('img', { name: '清晨的查房' });
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '300');
    expect(cover).toHaveAttribute('height', '180');
    expect(first.getByRole('button', { name: '点赞 37' })).toHaveTextContent('37');
    expect(first.getByRole('button', { name: '转发 0' })).toHaveTextContent('0');
    expect(first.getByRole('button', { name: '加入相册' })).toBeInTheDocument();
  });

  it('draws a forward as 转发自 @author over its source card, or 原作品已不可见, never as a picture of its own', () => {
    const navigate = jest.fn();
    const links = {
      content: (id: string) => `/hot/detail?contentId=${id}`,
      member: (id: string) => `/user/homepage?userId=${id}`,
      onNavigate: navigate,
    };
    const source = { id: 'src-1', title: '手术室的清晨', cover: '/files/src.jpg', author: items[1].user };
    renderWithProviders(
      <GalleryGrid
        items={[
          { ...items[0], id: 'fw-1', title: '值得一看', cover: '', forward: { source } },
          { ...items[2], id: 'fw-2', title: '转给同事', cover: '', forward: { source: null } },
        ]}
        forwardLinks={links}
      />,
    );
    const [visible, gone] = screen.getAllByRole('listitem').map((tile) => within(tile));
    const author = visible.getByRole('link', { name: `@${items[1].user.username}` });
    expect(author).toHaveAttribute('href', `/user/homepage?userId=${items[1].user.userId}`);
    expect(visible.getByText(/转发自/)).toBeInTheDocument();
    const card = visible.getByRole('link', { name: /^原作品：.*手术室的清晨/ });
    expect(card).toHaveAttribute('href', '/hot/detail?contentId=src-1');
    expect(card).toHaveTextContent('手术室的清晨');
    fireEvent.click(card);
    expect(navigate).toHaveBeenCalledWith('/hot/detail?contentId=src-1');
    expect(visible.getByRole('heading', { name: '值得一看' })).toBeInTheDocument();
    expect(gone.getByRole('note')).toHaveTextContent('原作品已不可见');
    expect(gone.queryAllByRole('img').filter((img) => img.tagName === 'IMG')).toEqual([]);
    expect(gone.queryByText(/转发自/)).toBeNull();
  });

  it('loads the covers above the fold at once, the first with high priority', () => {
    renderWithProviders(<GalleryGrid items={items} eagerCount={2} />);
    const covers = screen.getAllByRole('listitem').map((tile) => within(tile).getAllByRole('img')[0]);
    expect(covers.map((c) => c.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(covers.map((c) => c.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
  });

  it.each(['grid', 'justified'] as const)(
    'fetches the covers above the fold after a banner over them (%s, priorityFirst off)',
    (layout) => {
      renderWithProviders(<GalleryGrid items={items} layout={layout} eagerCount={2} priorityFirst={false} />);
      const covers = screen.getAllByRole('listitem').map((tile) => within(tile).getAllByRole('img')[0]);
      expect(covers.map((c) => c.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
      expect(covers.map((c) => c.getAttribute('fetchpriority'))).toEqual(['low', 'low', null]);
    },
  );

  it('sizes the picture of a forward source by its laid-out width, also on a card above the fold', () => {
    const source = {
      id: 'src-1',
      title: '手术室的清晨',
      cover: '/files/src.jpg',
      // No placeholder: decoded ones are kept for the tests after this one.
      coverImage: { ...sampleImageSource('手术室的清晨'), placeholder: '' },
      author: items[1].user,
    };
    const { container } = renderWithProviders(
      <GalleryGrid
        items={[{ ...items[0], id: 'fw-1', title: '值得一看', cover: '', forward: { source } }]}
        layout="justified"
        eagerCount={1}
      />,
    );
    const picture = container.querySelector('img[srcset]');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture?.getAttribute('sizes')).toMatch(/^auto, \(max-width: 599px\) /);
  });

  it('draws an uploaded cover from its renditions with the ThumbHash first', async () => {
    const coverImage = sampleImageSource('清晨的查房');
    renderWithProviders(<GalleryGrid items={[{ ...items[0], coverImage }]} columns={3} />);
    const cover = screen.getByRole('img', { name: '清晨的查房' });
    expect(cover).toHaveAttribute('src', coverImage.url);
    expect(cover.getAttribute('srcset')).toContain(`${coverImage.url}#w640 640w`);
    expect(cover.getAttribute('sizes')).toBe(
      '(min-width: 1200px) 33vw, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 50vw',
    );
    // Its average colour at the first paint, the decoded ThumbHash once the decoder has loaded.
    expect(cover).toHaveAttribute('data-placeholder', 'color');
    await waitFor(() => expect(cover).toHaveAttribute('data-placeholder', 'thumbhash'));
  });

  it('blurs a sensitive cover behind 点击查看 until clicked, unless the viewer shows sensitive content', () => {
    const onItemClick = jest.fn();
    const sensitive = [{ ...items[0], sensitive: true }, items[1]];
    const { rerender } = renderWithProviders(<GalleryGrid items={sensitive} onItemClick={onItemClick} />);
    const cover = screen.getByRole('img', { name: '清晨的查房' });
    expect(getComputedStyle(cover).filter).toBe('blur(24px)');
    expect(screen.getAllByRole('button', { name: /点击查看/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '点击查看：清晨的查房（敏感内容）' }));
    expect(onItemClick).not.toHaveBeenCalled();
    expect(getComputedStyle(cover).filter).not.toBe('blur(24px)');
    rerender(<GalleryGrid items={[{ ...items[2], sensitive: true }]} showSensitive />);
    expect(screen.queryByRole('button', { name: /点击查看/ })).not.toBeInTheDocument();
  });

  it('makes the cover, the title and the author real links when given their addresses', () => {
    const onItemClick = jest.fn();
    renderWithProviders(
      <GalleryGrid
        items={items}
        itemHref={(item) => `/hot/detail?contentId=${item.id}`}
        authorHref={(item) => `/user/homepage?userId=${item.user.userId}`}
        onItemClick={onItemClick}
      />,
    );
    const first = within(screen.getAllByRole('listitem')[0]);
    const title = first.getByRole('link', { name: '清晨的查房' });
    expect(title).toHaveAttribute('href', `/hot/detail?contentId=${items[0].id}`);
    expect(first.getByRole('link', { name: '李医生' })).toHaveAttribute(
      'href',
      `/user/homepage?userId=${items[0].user.userId}`,
    );
    // The cover's link is the pointer's: hidden from assistive technology and the tab order, the same address.
    const cover = screen.getAllByRole('listitem')[0].querySelector('a[aria-hidden="true"]');
    expect(cover).toHaveAttribute('href', `/hot/detail?contentId=${items[0].id}`);
    expect(cover).toHaveAttribute('tabindex', '-1');
    title.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(title);
    expect(onItemClick).toHaveBeenCalledWith(items[0]);
    expect(first.queryByRole('button', { name: '清晨的查房' })).not.toBeInTheDocument();
  });

  it('has no link over a sensitive cover still hidden (its 点击查看 is a button)', () => {
    renderWithProviders(
      <GalleryGrid
        items={[{ ...items[0], sensitive: true }]}
        itemHref={(item) => `/hot/detail?contentId=${item.id}`}
      />,
    );
    expect(document.querySelector('a[aria-hidden="true"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '点击查看：清晨的查房（敏感内容）' }));
    expect(document.querySelector('a[aria-hidden="true"]')).not.toBeNull();
  });

  it('calls the action handlers with the item', () => {
    const onLike = jest.fn();
    const onForward = jest.fn();
    const onAlbum = jest.fn();
    const onItemClick = jest.fn();
    renderWithProviders(
      <GalleryGrid items={items} onLike={onLike} onForward={onForward} onAlbum={onAlbum} onItemClick={onItemClick} />,
    );
    const second = within(screen.getAllByRole('listitem')[1]);
    fireEvent.click(second.getByRole('button', { name: /^点赞 / }));
    fireEvent.click(second.getByRole('button', { name: /^转发 / }));
    fireEvent.click(second.getByRole('button', { name: '加入相册' }));
    fireEvent.click(second.getByRole('button', { name: '显微镜下的世界' }));
    expect(onLike).toHaveBeenCalledWith(items[1]);
    expect(onForward).toHaveBeenCalledWith(items[1]);
    expect(onAlbum).toHaveBeenCalledWith(items[1]);
    expect(onItemClick).toHaveBeenCalledWith(items[1]);
  });

  it('replaces a cover that fails to load by a placeholder and logs it without console.error', () => {
    const error = jest.spyOn(console, 'error');
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    renderWithProviders(<GalleryGrid items={items} />);
    fireEvent.error(screen.getByRole('img', { name: '清晨的查房' }));
    expect(screen.queryByRole('img', { name: '清晨的查房' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '清晨的查房（图片无法显示）' })).toBeInTheDocument();
    expect(document.querySelectorAll('img[src]')).toHaveLength(3 + 3 - 1);
    expect(info).toHaveBeenCalledWith('[GalleryGrid] 图片加载失败', items[0].cover);
    expect(error).not.toHaveBeenCalled();
    info.mockRestore();
    error.mockRestore();
  });

  it('hands the failure to onImageError when given', () => {
    const onImageError = jest.fn();
    renderWithProviders(<GalleryGrid items={items} onImageError={onImageError} />);
    fireEvent.error(screen.getByRole('img', { name: '急诊室的守候' }));
    expect(onImageError).toHaveBeenCalledWith(items[2], expect.anything());
  });

  it('applies the cover ratio and shows a text when empty', () => {
    const { container, rerender } = renderWithProviders(<GalleryGrid items={items} ratio={1.5} columns={2} />);
    expect(getComputedStyle(container.querySelector('li > div')!).aspectRatio).toBe('1.5');
    rerender(<GalleryGrid items={[]} />);
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWithProviders(<GalleryGrid items={items} onItemClick={() => undefined} />);
    await expectNoSeriousA11yViolations(container);
  });
});

describe('GalleryGrid folded tiles', () => {
  it('draws a tile folded by a 屏蔽词 as 已折叠 with the word, and the post on 展开', () => {
    const [first, second] = sampleGalleryItems(2);
    renderWithProviders(<GalleryGrid items={[{ ...first, foldedWord: '剧透' }, second]} />);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]).getByText(/已折叠/)).toHaveTextContent('已折叠：包含「剧透」');
    expect(within(tiles[0]).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(tiles[0]).queryByRole('img')).not.toBeInTheDocument();
    expect(within(tiles[1]).getByRole('heading', { name: second.title })).toBeInTheDocument();
    fireEvent.click(within(tiles[0]).getByRole('button', { name: '展开包含「剧透」的内容' }));
    expect(within(tiles[0]).getByRole('heading', { name: first.title })).toBeInTheDocument();
    expect(within(tiles[0]).queryByText(/已折叠/)).not.toBeInTheDocument();
  });
});

describe('GalleryGrid justified rows', () => {
  const [photo, portrait, article] = sampleGalleryItems(3);
  const items = [
    { ...photo, coverImage: sampleImageSource() },
    { ...portrait, width: 600, height: 1600 },
    { ...article, cover: '', width: undefined, height: undefined },
  ];

  it('gives each card its picture at its own ratio: flex grows by the ratio from a basis at the row height', () => {
    const { container } = renderWithProviders(<GalleryGrid items={items} layout="justified" eagerCount={1} />);
    expect(container.querySelector('ul')).toHaveAttribute('data-layout', 'justified');
    const cards = screen.getAllByRole('listitem');
    // 1280 × 800; a 600 × 1600 strip held to 3:4; no picture at 4:3.
    const ratios = [1.6, 0.75, 4 / 3];
    cards.forEach((card, i) => {
      expect(Number(card.style.flexGrow)).toBeCloseTo(ratios[i]);
      expect(card.style.flexBasis).toBe(`calc(var(--gallery-row-height) * ${ratios[i]})`);
      const cover = card.querySelector('li > div');
      expect(cover).not.toBeNull();
      if (cover) expect(Number(getComputedStyle(cover).aspectRatio)).toBeCloseTo(ratios[i]);
    });
    expect(galleryItemRatio(items[1])).toBe(0.75);
  });

  it('puts the picture first, then title, author and counts, keeping the links and names', () => {
    renderWithProviders(<GalleryGrid items={items} layout="justified" itemHref={(item) => `/p/${item.id}`} />);
    const card = screen.getAllByRole('listitem')[0];
    const picture = within(card).getByRole('img', { name: photo.title });
    const heading = within(card).getByRole('heading', { name: photo.title });
    expect(picture.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(heading).getByRole('link')).toHaveAttribute('href', `/p/${photo.id}`);
    expect(within(card).getByText(photo.user.username)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `点赞 ${photo.likesNum}` })).toBeInTheDocument();
    expect(picture).toHaveAttribute('width', '1280');
    expect(picture).toHaveAttribute('height', '800');
  });

  it('writes sizes no narrower than the widest the card can be drawn; lazy pictures start with auto', () => {
    renderWithProviders(<GalleryGrid items={items} layout="justified" eagerCount={1} />);
    const eager = screen.getByRole('img', { name: photo.title });
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager.getAttribute('sizes')).toBe(justifiedSizes(1.6, false));
    // On a wide screen at most as wide as flexRowsMaxWidth allows (a line grows only so far), never past the list.
    const widest = flexRowsMaxWidth(1.6, JUSTIFIED_ROWS.desktop);
    expect(widest).toBeGreaterThan(1.6 * JUSTIFIED_ROWS.desktop.rowHeight);
    expect(eager.getAttribute('sizes')).toMatch(new RegExp(`, min\\(100vw, ${widest}px\\)$`));
    // On a phone a card can be as wide as the list (a line of one picture), so the list's width is the bound there.
    expect(flexRowsMaxWidth(1.6, JUSTIFIED_ROWS.phone)).toBe(Infinity);
    expect(eager.getAttribute('sizes')).toMatch(/^\(max-width: 599px\) calc\(100vw - 32px\), /);
    expect(justifiedSizes(1.6, true)).toBe(`auto, ${justifiedSizes(1.6, false)}`);
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWithProviders(<GalleryGrid items={items} layout="justified" />);
    await expectNoSeriousA11yViolations(container);
  });
});
