import { Link } from '../../routing/link';
import { formatDateTime } from '@yiying/models';
import { routePath } from '../../routing/routes';
import { useAccountDeletion } from '../../data';

/** How long after a login withdrew a deletion the personal area still says so. */
const CANCELLED_NOTICE_MS = 24 * 3_600_000;

/**
 * Above every page of the personal area: a pending 注销账号 with its date, or, right after a login withdrew it,
 * 注销申请已撤销 (the page a member lands on after logging in).
 */
export function PrivacyNotice() {
  const { data: deletion } = useAccountDeletion();
  if (deletion?.state === 'pending') {
    return (
      <p role="status" className="privacy-notice">
        您已申请注销账号，将于 {formatDateTime(deletion.effectiveTime ?? '')} 生效。
        <Link to={routePath('Info')}>查看或撤销</Link>
      </p>
    );
  }
  const recent =
    deletion?.state === 'cancelled' &&
    deletion.cancelReason === 'login' &&
    Date.now() - Date.parse(deletion.cancelTime ?? '') < CANCELLED_NOTICE_MS;
  if (!recent) return null;
  return (
    <p role="status" className="privacy-notice">
      注销申请已撤销：您在冷静期内重新登录了账号。
    </p>
  );
}
