import { useState } from 'react';
import { isApiError } from '@yiying/api-client';
import { Button, Dialog, TextField, useSchemaForm } from '@yiying/widgets';
import { useAlbumMutations, useMyAlbums } from '../../data/discovery';

const loadAlbumSchema = () => import('./action-schemas').then((m) => m.albumCreateBody);

export interface AlbumPickerDialogProps {
  /** The post whose image is added. */
  contentId: string;
  /** One of the post's pictures; its cover when absent. */
  url?: string;
  onClose(): void;
  /** Called with the album's title once the image is in it. */
  onAdded(albumTitle: string): void;
}

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : '操作失败，请稍后再试';
}

/** 加入相册: one of my albums, or a new one made here, receives the post's image. */
export function AlbumPickerDialog({ contentId, url, onClose, onAdded }: AlbumPickerDialogProps) {
  const { data: albums, error: loadError, isLoading } = useMyAlbums();
  const albumsApi = useAlbumMutations();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const addTo = async (albumId: string, title: string) => {
    setBusy(true);
    setError(null);
    try {
      await albumsApi.addImage(albumId, contentId, url);
      onAdded(title);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const form = useSchemaForm(loadAlbumSchema, { title: '' }, async ({ title }) => {
    const album = await albumsApi.create(title.trim());
    await addTo(album.albumId, album.title);
  });

  return (
    <Dialog open title="加入相册" onClose={onClose} busy={busy || form.sending}>
      {loadError ? (
        <p role="alert">{errorText(loadError)}</p>
      ) : isLoading || !albums ? (
        <p role="status">加载中…</p>
      ) : albums.records.length === 0 ? (
        <p>还没有相册，先新建一个吧。</p>
      ) : (
        <ul aria-label="我的相册" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {albums.records.map((album) => (
            <li key={album.albumId}>
              <Button variant="outlined" block disabled={busy} onClick={() => void addTo(album.albumId, album.title)}>
                加入「{album.title}」{album.imageNum !== undefined ? `（${album.imageNum}）` : ''}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={form.handleSubmit} style={{ marginTop: 16 }}>
        <TextField label="新建相册" required maxLength={32} placeholder="相册名称" {...form.field('title')} />
        {form.state === 'failed' && <p role="alert">{form.submitError}</p>}
        <Button type="submit" disabled={busy || form.sending} style={{ marginTop: 8 }}>
          新建并加入
        </Button>
      </form>
      {error && <p role="alert">{error}</p>}
    </Dialog>
  );
}
