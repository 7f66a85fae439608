import styled from '@emotion/styled';
import { UserCounts } from '../../components/user-counts';
import { useUserExtend } from '../../data';

const HeaderCounts = styled(UserCounts)(({ theme }) => ({ marginTop: theme.spacing.md }));

/** The public counts of the member whose homepage this is, kept fresh by key (a follow revalidates them). */
export function MemberCounts({ userId }: { userId: string }) {
  const { data: counts } = useUserExtend(userId);
  return <HeaderCounts label="统计" counts={counts} />;
}
