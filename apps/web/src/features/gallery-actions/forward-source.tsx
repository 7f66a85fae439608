import { VisuallyHidden } from '@yiying/widgets';
import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ForwardLinks } from '@yiying/community-ui';
import type { Content } from '@yiying/models';
import { Link } from '../../routing/link';
import { routePath } from '../../routing/routes';

/** The address of a post's detail page. */
export function contentHref(contentId: string): string {
  return `${routePath('HotDetail')}?contentId=${encodeURIComponent(contentId)}`;
}

/** The address of a member's homepage. */
export function memberHref(userId: string): string {
  return `${routePath('Homepage')}?userId=${encodeURIComponent(userId)}`;
}

/** The links of forward tiles in a gallery: real addresses, followed in place by the router on a plain click. */
export function useForwardLinks(): ForwardLinks {
  const navigate = useNavigate();
  return useMemo(
    () => ({ content: contentHref, member: memberHref, onNavigate: (href) => navigate(href) }),
    [navigate],
  );
}

const Box = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.sm,
  margin: `${theme.spacing.md}px 0`,
  '.lead': { margin: 0, color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  '.lead a': { color: theme.colors.primary },
  '.card': {
    display: 'flex',
    gap: theme.spacing.md,
    alignItems: 'center',
    padding: theme.spacing.sm,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    background: theme.colors.background,
    color: 'inherit',
    textDecoration: 'none',
    minWidth: 0,
  },
  'a.card:hover': { borderColor: theme.colors.primary },
  '.card img': { width: 160, height: 100, objectFit: 'cover', borderRadius: theme.radius.sm, flex: 'none' },
  '.card strong': { display: 'block', color: theme.colors.text, fontSize: theme.typography.sizes.md },
  '.card span': { color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  '.card div': { minWidth: 0, overflowWrap: 'anywhere' },
  [theme.mq.down.sm]: { '.card img': { width: 96, height: 64 } },
  '.gone': {
    margin: 0,
    padding: theme.spacing.lg,
    border: `1px dashed ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    textAlign: 'center',
    color: theme.colors.muted,
  },
}));

/**
 * What a forward forwards, on its detail page: 转发自 @作者 (their homepage) and the source as a card leading to it,
 * or 原作品已不可见 when the viewer may not see the source (or it is gone). A sensitive cover is left out unless the
 * viewer chose to see sensitive content.
 */
export function ForwardedSource({ content, showSensitive }: { content: Content; showSensitive: boolean }) {
  const source = content.parent;
  if (!source) {
    return (
      <Box aria-label="转发的作品">
        <p className="gone" role="note">
          原作品已不可见
        </p>
      </Box>
    );
  }
  const author = source.creator;
  const cover = source.coverImage?.url ?? (source.cover || source.thumbs[0]);
  return (
    <Box aria-label="转发的作品">
      <p className="lead">
        转发自 {author ? <Link to={memberHref(author.userId)}>@{author.username || '匿名用户'}</Link> : '原作者'}
      </p>
      <Link className="card" to={contentHref(source.contentId)}>
        <VisuallyHidden>原作品：</VisuallyHidden>
        {cover && !(source.sensitive && !showSensitive) && <img src={cover} alt="" loading="lazy" />}
        <div>
          <strong>{source.title || '无标题'}</strong>
          {author && <span>@{author.username || '匿名用户'}</span>}
        </div>
      </Link>
    </Box>
  );
}
