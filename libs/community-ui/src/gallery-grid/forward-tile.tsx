import { VisuallyHidden } from '@yiying/widgets';
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { GalleryForward } from '@yiying/models';
import { ImageIcon, ShareIcon } from '@yiying/widgets';
import type { MouseEvent, ReactNode } from 'react';
import { ResponsiveImage } from '../responsive-image';

/** Addresses of a forward tile's links; a plain click goes to `onNavigate` (the app's router) when given. */
export interface ForwardLinks {
  content(contentId: string): string;
  member(userId: string): string;
  onNavigate?(href: string): void;
}

const Lead = styled.p(({ theme }) => ({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.xs,
  minWidth: 0,
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.sm,
  svg: { flex: 'none' },
  a: { color: theme.colors.primary, textDecoration: 'none', overflow: 'hidden', textOverflow: 'ellipsis' },
  'a:hover': { textDecoration: 'underline' },
  'a:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
}));

const embedStyle = ({ theme }: { theme: Theme }) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  overflow: 'hidden',
  background: theme.colors.background,
  color: 'inherit',
  textDecoration: 'none',
});

const Embed = styled.div(embedStyle);

const EmbedLink = styled.a(({ theme }) => ({
  ...embedStyle({ theme }),
  '&:hover': { borderColor: theme.colors.primary },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
}));

const EmbedCover = styled.div<{ ratio: number }>(({ ratio }) => ({
  position: 'relative',
  aspectRatio: String(ratio),
  overflow: 'hidden',
  img: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
}));

const NoPicture = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.colors.muted,
}));

const Caption = styled.span(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
  minWidth: 0,
  strong: {
    fontSize: theme.typography.sizes.sm,
    fontWeight: 600,
    color: theme.colors.text,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  span: { fontSize: theme.typography.sizes.xs, color: theme.colors.muted },
}));

const Gone = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.spacing.lg,
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  textAlign: 'center',
  color: theme.colors.muted,
  fontSize: theme.typography.sizes.sm,
  background: theme.colors.background,
}));

function follow(links: ForwardLinks | undefined, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!links?.onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    links.onNavigate(href);
  };
}

/** 转发自 @作者: the source's author, a link to their homepage when links are given. */
export function ForwardLead({ forward, links }: { forward: GalleryForward; links?: ForwardLinks }) {
  const author = forward.source?.author;
  let name: ReactNode = '转发';
  if (author) {
    const label = `@${author.username || '匿名用户'}`;
    const href = links?.member(author.userId);
    name = (
      <>
        转发自{' '}
        {href ? (
          <a href={href} onClick={follow(links, href)}>
            {label}
          </a>
        ) : (
          <span>{label}</span>
        )}
      </>
    );
  }
  return (
    <Lead>
      <ShareIcon size={14} />
      <span>{name}</span>
    </Lead>
  );
}

/**
 * The forwarded post as a card (cover, title, author) leading to it, or 原作品已不可见 when the viewer may not see it.
 * A sensitive cover stays blurred unless the viewer chose to see sensitive content.
 */
export function ForwardEmbed({
  forward,
  links,
  ratio,
  sizes,
  showSensitive,
}: {
  forward: GalleryForward;
  links?: ForwardLinks;
  ratio: number;
  sizes: string;
  showSensitive: boolean;
}) {
  const source = forward.source;
  if (!source) return <Gone role="note">原作品已不可见</Gone>;
  const blurred = Boolean(source.sensitive) && !showSensitive;
  const inner = (
    <>
      <EmbedCover ratio={ratio}>
        {source.cover ? (
          <ResponsiveImage
            image={source.coverImage}
            src={source.cover}
            alt=""
            // Always lazy, so the browser knows its laid-out width: the source is drawn smaller than its card.
            sizes={sizes.startsWith('auto') ? sizes : `auto, ${sizes}`}
            width={300}
            height={180}
            loading="lazy"
            fill
            blurred={blurred}
          />
        ) : (
          <NoPicture>
            <ImageIcon size={28} />
          </NoPicture>
        )}
      </EmbedCover>
      <Caption>
        <strong>{source.title || '无标题'}</strong>
        <span>@{source.author.username || '匿名用户'}</span>
      </Caption>
    </>
  );
  const href = links?.content(source.id);
  if (!href) return <Embed>{inner}</Embed>;
  return (
    <EmbedLink href={href} onClick={follow(links, href)}>
      {/* Named by what it shows, after a word that says what it is (the name must hold the visible text). */}
      <VisuallyHidden>原作品：</VisuallyHidden>
      {inner}
    </EmbedLink>
  );
}
