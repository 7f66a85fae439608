import styled from '@emotion/styled';
import { formatDateTime } from '@yiying/models';

export interface NoticeHeaderProps {
  title: string;
  subtitle?: string;
  createTime: string;
  hits: number;
  className?: string;
}

const Header = styled.header(({ theme }) => ({
  paddingBottom: theme.spacing.md,
  marginBottom: theme.spacing.lg,
  borderBottom: `1px solid ${theme.colors.border}`,
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  textAlign: 'center',
  h1: { margin: 0, fontSize: theme.typography.sizes.xxl },
  '.subtitle': { margin: `${theme.spacing.xs}px 0 0`, color: theme.colors.muted },
  '.meta': {
    display: 'flex',
    justifyContent: 'center',
    gap: theme.spacing.lg,
    marginTop: theme.spacing.sm,
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.sm,
  },
  [`@media (max-width: ${theme.typography.mobileHeadingBreakpoint}px)`]: {
    h1: { fontSize: theme.typography.sizes.xl },
  },
}));

/** Title of a notice with its publish time and read count. */
export function NoticeHeader({ title, subtitle, createTime, hits, className }: NoticeHeaderProps) {
  return (
    <Header className={className}>
      <h1>{title}</h1>
      {subtitle && <p className="subtitle">{subtitle}</p>}
      <p className="meta">
        <span>
          发布时间：<time dateTime={createTime}>{formatDateTime(createTime)}</time>
        </span>
        <span>阅读量：{hits}</span>
      </p>
    </Header>
  );
}
