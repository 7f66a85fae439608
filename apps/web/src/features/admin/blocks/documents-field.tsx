import { useEffect, useRef } from 'react';
import type { MediaRecord } from '@yiying/models';
import { AttachmentListEditor } from '../../publish/attachment-list-editor';
import { itemOfMedia, useMediaList } from '../../publish/use-media-list';

export interface DocumentsFieldProps {
  /** The stored documents when the form opened. */
  initial: readonly MediaRecord[];
  error?: string | null;
  /** The uploaded documents in order, and what still keeps the list from being saved (an upload under way). */
  onChange(files: MediaRecord[], problem: string | null): void;
}

/** 附件 of a form: PDF and Office files uploaded at once, reordered or removed, as on the article editor. */
export function DocumentsField({ initial, error, onChange }: DocumentsFieldProps) {
  const list = useMediaList('document');
  const started = useRef(false);
  // The first report would be the empty list the stored documents are about to replace: the form keeps its value.
  const seeding = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (initial.length > 0) {
      seeding.current = true;
      list.replace(initial.map(itemOfMedia));
    }
  }, [initial, list]);
  const files = list.items.flatMap((item) => (item.status === 'done' && item.media ? [item.media] : []));
  const signature = `${files.map((file) => file.url).join('\n')}|${list.check() ?? ''}`;
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    if (!started.current) return;
    if (seeding.current) {
      seeding.current = false;
      return;
    }
    report.current(files, list.check());
    // The signature names the uploaded files and the pending problem: report only when either changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return <AttachmentListEditor list={list} error={error} />;
}

/** The documents of a form value (stored records) as the URLs a body sends. */
export function documentUrls(value: unknown): string[] {
  return Array.isArray(value)
    ? value.flatMap((file) =>
        typeof file === 'string' ? [file] : typeof file?.url === 'string' ? [file.url as string] : [],
      )
    : [];
}
