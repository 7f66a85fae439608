import styled from '@emotion/styled';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { UploadIcon } from '../icons/upload';
import { focusRing, transition } from '../theme/css';
import { matchesAccept } from './accept';

export interface DropzoneProps {
  /** Called with the accepted files and those refused by `accept` (or beyond one file without `multiple`). */
  onFiles(files: File[], rejected: File[]): void;
  /** As the file input's `accept`: `image/*`, `.pdf,.docx`. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The main line; defaults to 点击或拖拽文件到此处. */
  title?: ReactNode;
  /** A line under it: the formats and sizes allowed. */
  hint?: ReactNode;
  /** Accessible name of the zone; defaults to the title when it is a string. */
  label?: string;
  /** Draw it small (one line) inside a form row. */
  compact?: boolean;
  className?: string;
}

const Zone = styled.div<{ compact: boolean }>(({ theme, compact }) => {
  const { colors } = theme;
  return {
    display: 'flex',
    flexDirection: compact ? 'row' : 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: compact ? theme.spacing.sm : theme.spacing.xs,
    minHeight: compact ? theme.control.lg : 160,
    padding: compact ? `${theme.spacing.sm}px ${theme.spacing.md}px` : theme.spacing.lg,
    boxSizing: 'border-box',
    border: `1.5px dashed color-mix(in srgb, ${colors.subtle} 45%, transparent)`,
    borderRadius: theme.radius.lg,
    background: colors.surface,
    color: colors.text,
    fontFamily: theme.typography.fontFamily,
    textAlign: 'center',
    cursor: 'pointer',
    ...transition(theme, ['background-color', 'border-color']),
    '&:hover, &[data-over]': { borderColor: colors.primary, background: colors.primarySoft },
    '&:focus-visible': focusRing(theme),
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    '.yy-icon': {
      display: 'grid',
      placeItems: 'center',
      width: compact ? 32 : 48,
      height: compact ? 32 : 48,
      borderRadius: '50%',
      background: colors.surface,
      color: colors.primaryText,
      boxShadow: theme.elevation[1],
    },
    '.yy-title': { ...theme.typography.scale.body, fontWeight: theme.typography.weights.medium },
    '.yy-hint': { ...theme.typography.scale.footnote, color: colors.subtle },
    input: { display: 'none' },
  };
});

/**
 * A file picker that also takes drops: click it, press Enter or Space on it, or drop files on it. Files outside
 * `accept` (and extra files without `multiple`) come back as `rejected`, so the page can say why.
 */
export function Dropzone({
  onFiles,
  accept,
  multiple = false,
  disabled = false,
  title = '点击或拖拽文件到此处',
  hint,
  label,
  compact = false,
  className,
}: DropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const pick = () => !disabled && input.current?.click();
  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const accepted: File[] = [];
    const rejected: File[] = [];
    for (const file of files) {
      if (matchesAccept(file, accept) && (multiple || accepted.length === 0)) accepted.push(file);
      else rejected.push(file);
    }
    if (files.length) onFiles(accepted, rejected);
  };
  const onDrag = (event: DragEvent, entering: boolean) => {
    event.preventDefault();
    if (!disabled) setOver(entering);
  };
  const zone = (
    <Zone
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={label ?? (typeof title === 'string' ? title : undefined)}
      aria-describedby={hint ? hintId : undefined}
      aria-disabled={disabled || undefined}
      data-over={over || undefined}
      compact={compact}
      className={className}
      onClick={pick}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          pick();
        }
      }}
      onDragEnter={(event) => onDrag(event, true)}
      onDragOver={(event) => onDrag(event, true)}
      onDragLeave={(event) => onDrag(event, false)}
      onDrop={(event) => {
        onDrag(event, false);
        if (!disabled) take(event.dataTransfer.files);
      }}
    >
      <span className="yy-icon" aria-hidden="true">
        <UploadIcon size={compact ? 18 : 24} />
      </span>
      <span className="yy-title">{title}</span>
      {hint && (
        <span className="yy-hint" id={hintId}>
          {hint}
        </span>
      )}
    </Zone>
  );
  return (
    <>
      {zone}
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        hidden
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file can be picked again after it was removed.
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
