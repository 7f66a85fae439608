import styled from '@emotion/styled';
import { FileState, materialAccept, toFileDescriptor, type FileDescriptor, type MaterialType } from '@yiying/models';
import { DeleteIcon, EyeIcon, FileIcon, IconButton, UploadIcon } from '@yiying/widgets';
import { useId, useRef, useState, type ChangeEvent } from 'react';

export interface FileEntry extends FileDescriptor<File> {
  /** Upload progress 0–100 while adding. */
  progress: number;
  error?: string;
}

export interface FileInputProps {
  /** Uploads one file, reporting progress (0–100); resolves with the stored path. */
  upload(file: File, onProgress: (percent: number) => void): Promise<string>;
  /** Deletes a stored file; the entry shows the deleting state until it settles. */
  onDelete?(entry: FileEntry): Promise<void> | void;
  onView?(entry: FileEntry): void;
  /** Called with the entries whenever they change. */
  onChange?(entries: FileEntry[]): void;
  materialType?: MaterialType;
  multiple?: boolean;
  label?: string;
  dir?: string;
  className?: string;
}

const Root = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing.sm,
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  '.pick': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.xs,
    justifySelf: 'start',
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    border: `1px dashed ${theme.colors.primary}`,
    borderRadius: theme.radius.sm,
    color: theme.colors.primary,
    cursor: 'pointer',
    '&:focus-within': { outline: `2px solid ${theme.colors.accent}` },
  },
  'input[type=file]': { position: 'absolute', width: 1, height: 1, opacity: 0 },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing.xs },
  li: { display: 'flex', alignItems: 'center', gap: theme.spacing.sm, fontSize: theme.typography.sizes.sm },
  '.name': { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.state': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
  '.error': { color: theme.colors.danger, fontSize: theme.typography.sizes.xs },
  progress: { width: 80 },
}));

const STATE_TEXT: Record<FileState, string> = { adding: '上传中', deleting: '删除中', uploaded: '已上传' };

/** Picks files, uploads each with progress, then offers view and delete (states adding / deleting / uploaded). */
export function FileInput({
  upload,
  onDelete,
  onView,
  onChange,
  materialType = 'all',
  multiple = true,
  label = '选择文件',
  dir = '',
  className,
}: FileInputProps) {
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const inputId = useId();
  const seq = useRef(0);

  const update = (fn: (prev: FileEntry[]) => FileEntry[]) => {
    setEntries((prev) => {
      const next = fn(prev);
      onChange?.(next);
      return next;
    });
  };
  const patch = (key: string, changes: Partial<FileEntry>) =>
    update((prev) => prev.map((e) => (e.dir + e.nameEx === key ? { ...e, ...changes } : e)));

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    for (const file of files) {
      seq.current += 1;
      const entryDir = `${dir}${seq.current}/`;
      const entry: FileEntry = {
        ...toFileDescriptor<File>(file.name, { file, size: file.size, dir: entryDir }),
        progress: 0,
      };
      const key = entry.dir + entry.nameEx;
      update((prev) => [...prev, entry]);
      upload(file, (percent) => patch(key, { progress: Math.max(0, Math.min(100, Math.round(percent))) }))
        .then((path) => patch(key, { path, state: FileState.uploaded, progress: 100 }))
        .catch((error: unknown) => patch(key, { error: error instanceof Error ? error.message : '上传失败' }));
    }
  };

  const remove = async (entry: FileEntry) => {
    const key = entry.dir + entry.nameEx;
    if (entry.state === FileState.uploaded && onDelete) {
      patch(key, { state: FileState.deleting });
      try {
        await onDelete(entry);
      } catch (error) {
        patch(key, { state: FileState.uploaded, error: error instanceof Error ? error.message : '删除失败' });
        return;
      }
    }
    update((prev) => prev.filter((e) => e.dir + e.nameEx !== key));
  };

  return (
    <Root className={className}>
      <label className="pick" htmlFor={inputId}>
        <UploadIcon size={18} />
        {label}
        <input id={inputId} type="file" multiple={multiple} accept={materialAccept(materialType)} onChange={onPick} />
      </label>
      {entries.length > 0 && (
        <ul aria-label="文件列表">
          {entries.map((entry) => (
            <li key={entry.dir + entry.nameEx} data-state={entry.state}>
              <FileIcon style={{ color: entry.color }} />
              <span className="name" title={entry.nameEx}>
                {entry.nameEx}
              </span>
              {entry.state === FileState.adding && !entry.error && (
                <progress max={100} value={entry.progress} aria-label={`${entry.nameEx} 上传进度`} />
              )}
              <span className="state">{entry.error ? '' : STATE_TEXT[entry.state]}</span>
              {entry.error && (
                <span className="error" role="alert">
                  {entry.error}
                </span>
              )}
              {entry.state === FileState.uploaded && onView && (
                <IconButton type="button" size={32} aria-label={`查看 ${entry.nameEx}`} onClick={() => onView(entry)}>
                  <EyeIcon size={18} />
                </IconButton>
              )}
              <IconButton
                type="button"
                size={32}
                aria-label={`删除 ${entry.nameEx}`}
                disabled={entry.state === FileState.deleting || (entry.state === FileState.adding && !entry.error)}
                onClick={() => remove(entry)}
              >
                <DeleteIcon size={18} />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </Root>
  );
}
