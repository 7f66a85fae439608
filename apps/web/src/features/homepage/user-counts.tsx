import { useUserExtend } from '../../data';
import { Counts } from './homepage.styles';

/** 关注 / 粉丝 / 作品 of a member; `-` until they are known. */
export function UserCounts({ userId }: { userId: string }) {
  const { data: counts } = useUserExtend(userId);
  return (
    <Counts aria-label="统计">
      <div>
        <dt>关注</dt>
        <dd>{counts?.attentionNum ?? '-'}</dd>
      </div>
      <div>
        <dt>粉丝</dt>
        <dd>{counts?.fansNum ?? '-'}</dd>
      </div>
      <div>
        <dt>作品</dt>
        <dd>{counts?.contentNum ?? '-'}</dd>
      </div>
    </Counts>
  );
}
