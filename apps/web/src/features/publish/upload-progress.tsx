import { Track } from './publish.styles';
import type { MediaItem } from './use-media-list';

function statusText(item: MediaItem): string | undefined {
  switch (item.status) {
    case 'checking':
      return '正在本机检测人脸…';
    case 'review':
      return item.detectFailed ? '人脸检测未完成，请检查后上传' : `检测到 ${item.faces?.length ?? 0} 张人脸，等待打码`;
    case 'uploading':
      return `上传中 ${item.percent}%`;
    case 'done':
      return item.facesLeft ? `上传完成 · 含 ${item.facesLeft} 张未打码人脸` : '上传完成';
    default:
      return item.error;
  }
}

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
        {statusText(item)}
      </span>
    </>
  );
}
