import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { isApiError, type UploadedFile } from '@yiying/api-client';
import { UPLOAD_EXTENSIONS } from '@yiying/models';
import { fitImageFile } from './fit-image';

const Wrap = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.xs,
  fontSize: theme.typography.sizes.sm,
  '.pick': {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    padding: `0 ${theme.spacing.md}px`,
    border: `1px solid ${theme.colors.primary}`,
    borderRadius: theme.radius.sm,
    color: theme.colors.primary,
    cursor: 'pointer',
    '&:focus-within': {
      outline: `2px solid ${theme.colors.accent}`,
      outlineOffset: 2,
    },
  },
  'input[type=file]': { position: 'absolute', width: 1, height: 1, opacity: 0 },
  '.error': { color: theme.colors.danger },
  '.hint': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
}));

const Track = styled.div(({ theme }) => ({
  position: 'relative',
  width: 240,
  maxWidth: '100%',
  height: 8,
  borderRadius: 4,
  background: theme.colors.border,
  overflow: 'hidden',
  '> span': {
    position: 'absolute',
    inset: 0,
    right: 'auto',
    background: theme.colors.primary,
    transition: 'width .2s',
  },
}));

export interface ImageUploadProps {
  /** Text of the pick button, e.g. 上传头像. */
  label: string;
  /** Accessible name of the progress bar. */
  progressLabel: string;
  /** Starts the upload of the checked file and reports its progress (the app's `useImageUploader()`). */
  upload(file: File, onProgress: (percent: number) => void): { done: Promise<UploadedFile>; abort(): void };
  onUploaded(file: UploadedFile): void | Promise<void>;
  disabled?: boolean;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/** Picks one JPG/PNG/GIF image, checks it with the shared rule, uploads it with a live progress bar. */
export function ImageUpload({ label, progressLabel, upload: startUpload, onUploaded, disabled }: ImageUploadProps) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [percent, setPercent] = useState(0);
  const abort = useRef<(() => void) | null>(null);

  useEffect(() => () => abort.current?.(), []);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const fitted = await fitImageFile(picked);
    if ('problem' in fitted) {
      setPhase({ kind: 'failed', message: fitted.problem });
      return;
    }
    const file = fitted.file;
    setPercent(0);
    setPhase({ kind: 'uploading', percent: 0 });
    const upload = startUpload(file, setPercent);
    abort.current = upload.abort;
    try {
      const stored = await upload.done;
      await onUploaded(stored);
      setPhase({ kind: 'done' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPhase({
        kind: 'failed',
        message: isApiError(error) ? error.message : '上传失败',
      });
    } finally {
      abort.current = null;
    }
  };

  const uploading = phase.kind === 'uploading';
  const showBar = phase.kind === 'uploading' || phase.kind === 'done';
  return (
    <Wrap>
      <label className="pick" htmlFor={id}>
        {uploading ? '上传中…' : label}
        <input
          id={id}
          type="file"
          accept={UPLOAD_EXTENSIONS.image.join(',')}
          onChange={(e) => void pick(e)}
          disabled={disabled || uploading}
        />
      </label>
      <span className="hint">支持 JPG/PNG/GIF 格式，小于 2MB</span>
      {showBar && (
        <div>
          <Track
            role="progressbar"
            aria-label={progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ width: `${percent}%` }} />
          </Track>
          <span role="status">{phase.kind === 'done' ? '上传完成' : `${percent}%`}</span>
        </div>
      )}
      {phase.kind === 'failed' && (
        <span className="error" role="alert">
          {phase.message}
        </span>
      )}
    </Wrap>
  );
}
