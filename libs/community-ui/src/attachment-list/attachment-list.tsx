import styled from '@emotion/styled';
import { materialTypeOf, type Attachment } from '@yiying/models';
import { FileIcon } from '@yiying/widgets';

export const DEFAULT_OFFICE_VIEWER_URL = 'https://view.officeapps.live.com/op/view.aspx?src=';

export interface AttachmentListProps {
  attachments: Attachment[];
  /** Office documents open through this viewer; the file's absolute URL is appended, encoded. */
  officeViewerUrl?: string;
  /** Base for relative file URLs (defaults to the page's origin). */
  baseUrl?: string;
  onOpen?(attachment: Attachment, url: string): void;
  className?: string;
}

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.xs,
  fontFamily: theme.typography.fontFamily,
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    color: theme.colors.text,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { color: theme.colors.primary, textDecoration: 'underline' },
  },
}));

/** URL that opens an attachment: office documents through the viewer, the rest directly. */
export function attachmentHref(
  attachment: Attachment,
  officeViewerUrl = DEFAULT_OFFICE_VIEWER_URL,
  baseUrl?: string,
): string {
  const raw = attachment.url ?? attachment.name;
  const base = baseUrl ?? (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  const absolute = new URL(raw, base).toString();
  const type = materialTypeOf(attachment.name) ?? materialTypeOf(raw);
  const office = type === 'doc' || type === 'xls' || type === 'ppt';
  return office ? `${officeViewerUrl}${encodeURIComponent(absolute)}` : absolute;
}

/** Files attached to an article; a click opens the file in a new tab. */
export function AttachmentList({
  attachments,
  officeViewerUrl = DEFAULT_OFFICE_VIEWER_URL,
  baseUrl,
  onOpen,
  className,
}: AttachmentListProps) {
  if (!attachments.length) return null;
  return (
    <List className={className} aria-label="附件">
      {attachments.map((attachment) => {
        const href = attachmentHref(attachment, officeViewerUrl, baseUrl);
        return (
          <li key={`${attachment.name}-${attachment.url ?? ''}`}>
            <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => onOpen?.(attachment, href)}>
              <FileIcon style={{ color: attachment.color }} />
              <span>{attachment.name}</span>
            </a>
          </li>
        );
      })}
    </List>
  );
}
