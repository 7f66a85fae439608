import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useCurrentRoute } from '../../app/layout/use-current-route';

const Box = styled.section(({ theme }) => ({
  maxWidth: 640,
  margin: `${theme.spacing.section}px auto`,
  padding: theme.spacing.xl,
  textAlign: 'center',
  border: `2px dashed ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  background: theme.colors.surface,
  h1: { margin: 0, fontSize: theme.typography.sizes.xxl },
}));

const Badge = styled.p(({ theme }) => ({
  display: 'inline-block',
  margin: `${theme.spacing.md}px 0`,
  padding: `${theme.spacing.xs}px ${theme.spacing.md}px`,
  borderRadius: theme.radius.round,
  background: theme.colors.warning,
  color: theme.mode === 'dark' ? theme.colors.secondary : '#FFFFFF',
  fontWeight: 600,
}));

/** Placeholder for a screen of the route table that is not built yet. */
export function UnderConstructionPage() {
  const route = useCurrentRoute();
  return (
    <Box aria-labelledby="building-title">
      <h1 id="building-title">{route?.title ?? '页面'}</h1>
      <Badge>建设中</Badge>
      <p>该页面正在建设中，敬请期待。</p>
      <Link to="/">返回首页</Link>
    </Box>
  );
}

export default UnderConstructionPage;
