import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from '../../routing/link';
import { isApiError } from '@yiying/api-client';
import { ImageViewer } from '@yiying/community-ui';
import type { Album } from '@yiying/models';
import { Button, ConfirmDialog, Dialog, TextField, useSchemaForm } from '@yiying/widgets';
import { useRouteParams } from '../../routing/use-navigate-by-name';
import { routePath } from '../../routing/routes';
import { Panel } from '../../components/panel';
import { useAlbumImages, useAlbumMutations, useMyAlbums } from '../../data/discovery';

const loadAlbumSchema = () => import('./album-schema').then((m) => m.albumCreateBody);

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : '操作失败，请稍后再试';
}

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  li: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.xs,
    padding: theme.spacing.sm,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
  },
  '.cover': {
    display: 'block',
    aspectRatio: '1.33',
    width: '100%',
    objectFit: 'cover',
    borderRadius: theme.radius.sm,
    background: theme.colors.background,
    border: 'none',
    padding: 0,
    cursor: 'pointer',
  },
  'a.title': { color: theme.colors.text, fontWeight: 600, textDecoration: 'none' },
  '.row': { display: 'flex', gap: 4, flexWrap: 'wrap' },
  '.muted': { color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
}));

/** New album or new name: the album title (必须填写相册名称, at most 32 characters). */
function AlbumTitleForm({
  initial = '',
  submitText,
  onSubmit,
}: {
  initial?: string;
  submitText: string;
  onSubmit(title: string): Promise<void>;
}) {
  const form = useSchemaForm(loadAlbumSchema, { title: initial }, async ({ title }) => {
    await onSubmit(title.trim());
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <TextField label="相册名称" required maxLength={32} {...form.field('title')} />
      {form.state === 'failed' && <p role="alert">{form.submitError}</p>}
      <Button type="submit" disabled={form.sending}>
        {submitText}
      </Button>
    </form>
  );
}

/** My albums: create, rename, delete. */
function AlbumList() {
  const { data, error, isLoading } = useMyAlbums();
  const albums = useAlbumMutations();
  const [renaming, setRenaming] = useState<Album | null>(null);
  const [deleting, setDeleting] = useState<Album | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <Panel aria-labelledby="albums-title">
        <h1 id="albums-title">我的相册</h1>
        {error ? (
          <p role="alert">{errorText(error)}</p>
        ) : isLoading || !data ? (
          <p role="status">加载中…</p>
        ) : data.records.length === 0 ? (
          <p role="status">还没有相册。新建一个，或在作品上点“加入相册”。</p>
        ) : (
          <Grid aria-label="相册列表">
            {data.records.map((album) => (
              <li key={album.albumId}>
                {album.cover ? (
                  <img className="cover" src={album.cover} alt="" loading="lazy" />
                ) : (
                  <span className="cover" aria-hidden="true" />
                )}
                <Link className="title" to={`${routePath('Album')}?albumId=${encodeURIComponent(album.albumId)}`}>
                  {album.title}
                </Link>
                <span className="muted">{album.imageNum ?? 0} 张图片</span>
                <span className="row">
                  <Button variant="text" aria-label={`重命名相册 ${album.title}`} onClick={() => setRenaming(album)}>
                    重命名
                  </Button>
                  <Button variant="text" aria-label={`删除相册 ${album.title}`} onClick={() => setDeleting(album)}>
                    删除
                  </Button>
                </span>
              </li>
            ))}
          </Grid>
        )}
        {failure && <p role="alert">{failure}</p>}
      </Panel>
      <Panel aria-labelledby="album-new">
        <h2 id="album-new">新建相册</h2>
        <AlbumTitleForm
          submitText="新建"
          onSubmit={async (title) => {
            await albums.create(title);
          }}
        />
      </Panel>
      {renaming && (
        <Dialog open title="重命名相册" onClose={() => setRenaming(null)}>
          <AlbumTitleForm
            initial={renaming.title}
            submitText="保存"
            onSubmit={async (title) => {
              await albums.rename(renaming.albumId, title);
              setRenaming(null);
            }}
          />
        </Dialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="删除相册"
        message={`删除相册「${deleting?.title ?? ''}」及其中的图片？`}
        confirmText="删除"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await albums.remove(deleting.albumId);
            setFailure(null);
          } catch (e) {
            setFailure(errorText(e));
          }
          setDeleting(null);
        }}
      />
    </>
  );
}

/** One album's images: viewer on click, remove an image, numbered pages. */
function AlbumDetail({ albumId }: { albumId: string }) {
  const [pageNum, setPageNum] = useState(1);
  const { data: albums } = useMyAlbums();
  const { data, error, isLoading } = useAlbumImages(albumId, pageNum);
  const mutations = useAlbumMutations();
  const [viewing, setViewing] = useState<number | null>(null);
  const album = albums?.records.find((a) => a.albumId === albumId);
  const images = data?.records ?? [];
  const pages = Math.max(1, data?.pages ?? 1);
  return (
    <Panel aria-labelledby="album-title">
      <p>
        <Link to={routePath('Album')}>← 我的相册</Link>
      </p>
      <h1 id="album-title">{album?.title ?? '相册'}</h1>
      {error ? (
        <p role="alert">{errorText(error)}</p>
      ) : isLoading || !data ? (
        <p role="status">加载中…</p>
      ) : images.length === 0 ? (
        <p role="status">相册里还没有图片</p>
      ) : (
        <Grid aria-label="相册图片">
          {images.map((image, index) => (
            <li key={image.imageId}>
              <button
                type="button"
                className="cover"
                aria-label={`查看大图：${image.title || `第 ${index + 1} 张`}`}
                onClick={() => setViewing(index)}
              >
                <img className="cover" src={image.image?.url ?? image.url} alt={image.title ?? ''} loading="lazy" />
              </button>
              {image.title && <span>{image.title}</span>}
              <span className="row">
                {image.contentId && (
                  <Link to={`${routePath('HotDetail')}?contentId=${encodeURIComponent(image.contentId)}`}>原作品</Link>
                )}
                <Button variant="text" onClick={() => void mutations.removeImage(image.imageId)}>
                  移出相册
                </Button>
              </span>
            </li>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <nav aria-label="分页" style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 }}>
          <Button variant="outlined" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            上一页
          </Button>
          <span>
            第 {pageNum} / {pages} 页
          </span>
          <Button variant="outlined" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
            下一页
          </Button>
        </nav>
      )}
      <ImageViewer
        images={images.map((image, index) => ({
          src: image.url,
          alt: image.title || `第 ${index + 1} 张`,
        }))}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </Panel>
  );
}

/** 相册 (`/my/album`): my albums, or one album's images with `albumId`. */
export function AlbumPage() {
  const { albumId } = useRouteParams('Album');
  return albumId ? <AlbumDetail albumId={albumId} /> : <AlbumList />;
}

export default AlbumPage;
