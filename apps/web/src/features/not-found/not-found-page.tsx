import styled from '@emotion/styled';
import { useLocation } from 'react-router-dom';
import { Link } from '../../routing/link';

const Box = styled.section(({ theme }) => ({
  maxWidth: 640,
  margin: `${theme.spacing.section}px auto`,
  padding: theme.spacing.md,
  textAlign: 'center',
  h1: { fontSize: theme.typography.sizes.xxl, margin: `0 0 ${theme.spacing.md}px` },
  code: { wordBreak: 'break-all', color: theme.colors.primary },
  a: {
    display: 'inline-block',
    marginTop: theme.spacing.lg,
    padding: `${theme.spacing.sm}px ${theme.spacing.xl}px`,
    borderRadius: theme.radius.round,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    textDecoration: 'none',
  },
}));

/** Any path outside the route table. */
export function NotFoundPage() {
  const { pathname, search } = useLocation();
  return (
    <Box>
      <h1>页面不存在</h1>
      <p>
        找不到{' '}
        <code>
          {decodeURI(pathname)}
          {search}
        </code>{' '}
        对应的页面。
      </p>
      <Link to="/">返回首页</Link>
    </Box>
  );
}

export default NotFoundPage;
