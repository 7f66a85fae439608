import styled from '@emotion/styled';
import { ContentModel } from '@yiying/models';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export interface NoticeContentProps {
  /** `article` renders `content` as HTML; `shop` renders `images`. */
  model?: ContentModel;
  content?: string;
  images?: string[];
  /** Alternative text prefix of the images of the shop model. */
  title?: string;
  className?: string;
}

const Article = styled.article(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  lineHeight: theme.typography.lineHeight,
  overflowWrap: 'anywhere',
  img: { maxWidth: '100%', height: 'auto' },
  a: { color: theme.colors.accent },
  table: { borderCollapse: 'collapse', maxWidth: '100%' },
  'th, td': { border: `1px solid ${theme.colors.border}`, padding: 6 },
}));

const Images = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing.sm,
  img: { display: 'block', width: '100%', height: 'auto', borderRadius: theme.radius.sm },
}));

/** Body of a notice: sanitised article HTML, or for the `shop` model a list of images. */
export function NoticeContent({
  model = ContentModel.article,
  content = '',
  images = [],
  title = '图片',
  className,
}: NoticeContentProps) {
  const html = useMemo(() => (model === ContentModel.article ? sanitizeHtml(content) : ''), [model, content]);
  if (model === ContentModel.shop) {
    return (
      <Images className={className}>
        {images.map((src, i) => (
          <img key={`${src}-${i}`} src={src} alt={`${title} ${i + 1}`} loading={i === 0 ? 'eager' : 'lazy'} />
        ))}
      </Images>
    );
  }
  return <Article className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
