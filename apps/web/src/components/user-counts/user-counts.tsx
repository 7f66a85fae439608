import styled from '@emotion/styled';

/** The three counts of a member, as the user extend answers carry them. */
export interface UserCountValues {
  attentionNum?: number;
  fansNum?: number;
  contentNum?: number;
}

export interface UserCountsProps {
  /** Accessible name of the list (统计 on a homepage, 我的统计 in the personal area). */
  label: string;
  /** `undefined` while loading: each count shows `-`. */
  counts?: UserCountValues;
  /** Size of the numbers: `lg` in a page header, `xl` where the counts are the page's subject. */
  size?: 'lg' | 'xl';
  className?: string;
}

const List = styled.dl<{ size: 'lg' | 'xl' }>(({ theme, size }) => ({
  display: 'flex',
  gap: theme.spacing.xl,
  margin: 0,
  div: { textAlign: 'center' },
  dt: { color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  dd: { margin: 0, fontSize: theme.typography.sizes[size], fontWeight: 700 },
}));

const ITEMS = [
  ['关注', 'attentionNum'],
  ['粉丝', 'fansNum'],
  ['作品', 'contentNum'],
] as const;

/** 关注 / 粉丝 / 作品 of a member; `-` until they are known. */
export function UserCounts({ label, counts, size = 'lg', className }: UserCountsProps) {
  return (
    <List aria-label={label} size={size} className={className}>
      {ITEMS.map(([title, key]) => (
        <div key={key}>
          <dt>{title}</dt>
          <dd>{counts?.[key] ?? '-'}</dd>
        </div>
      ))}
    </List>
  );
}
