import { Track } from './publish.styles';
import type { MediaItem } from './use-media-list';

/** How one file's upload goes: a progress bar while it is sent, then 上传完成 or the reason it failed. */
export function UploadProgress({ item }: { item: MediaItem }) {
  return (
    <>
      {item.status !== 'failed' && (
        <Track
          role="progressbar"
          aria-label={`${item.name} 上传进度`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.percent}
        >
          <span style={{ width: `${item.percent}%` }} />
        </Track>
      )}
      <span
        role={item.status === 'failed' ? 'alert' : undefined}
        className={item.status === 'failed' ? 'error' : undefined}
      >
        {item.status === 'uploading' ? `上传中 ${item.percent}%` : item.status === 'done' ? '上传完成' : item.error}
      </span>
    </>
  );
}
