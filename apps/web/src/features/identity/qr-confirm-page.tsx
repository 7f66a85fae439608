import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../routing/link';
import { isApiError, type QrRequester } from '@yiying/api-client';
import { formatDateTime } from '@yiying/models';
import { Button } from '@yiying/widgets';
import { Facts, Panel } from '../../components/panel';
import { UserAvatar } from '../../components/user-avatar';
import { useQrLogin, useCurrentUser } from '../../data';
import { Box } from './qr-confirm-page.styles';

type Phase = 'scanning' | 'scanned' | 'confirming' | 'confirmed' | 'cancelled' | 'failed';

/** The phone side of QR login: shows which browser asks, and confirms the login for it. */
export function QrConfirmPage() {
  const qr = useQrLogin();
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const qrcodeId = params.get('qrcodeId') ?? '';
  const ticket = params.get('ticket') ?? '';
  const [phase, setPhase] = useState<Phase>('scanning');
  const [requester, setRequester] = useState<QrRequester | null>(null);
  const [error, setError] = useState<string | null>(null);
  const scanned = useRef<string | null>(null);

  useEffect(() => {
    if (!qrcodeId || !ticket) {
      setPhase('failed');
      setError('二维码无效，请重新扫码');
      return;
    }
    // Scan once per code, even when the effect runs twice.
    if (scanned.current === qrcodeId) return;
    scanned.current = qrcodeId;
    qr.scan(qrcodeId, ticket)
      .then((answer) => {
        setRequester(answer.requester);
        setPhase('scanned');
      })
      .catch((failure: unknown) => {
        setPhase('failed');
        setError(isApiError(failure) ? failure.message : '扫码失败');
      });
  }, [qr, qrcodeId, ticket]);

  const confirm = async () => {
    setPhase('confirming');
    try {
      await qr.confirm(qrcodeId, ticket);
      setPhase('confirmed');
    } catch (failure) {
      setPhase('failed');
      setError(isApiError(failure) ? failure.message : '确认失败');
    }
  };

  const cancel = async () => {
    await qr.expire(qrcodeId).catch(() => undefined);
    setPhase('cancelled');
  };

  return (
    <Box>
      <Panel aria-labelledby="qr-title">
        <h1 id="qr-title">扫码登录确认</h1>
        {user && (
          <div className="who">
            <UserAvatar user={user} size={40} />
            <span>将以「{user.username}」的身份登录电脑端</span>
          </div>
        )}
        {phase === 'scanning' && <p role="status">正在读取二维码…</p>}
        {requester && (phase === 'scanned' || phase === 'confirming') && (
          <Facts aria-label="请求登录的设备">
            <dt>设备</dt>
            <dd>{requester.userAgent}</dd>
            <dt>IP</dt>
            <dd>{requester.ip}</dd>
            <dt>时间</dt>
            <dd>{formatDateTime(requester.createTime)}</dd>
          </Facts>
        )}
        {(phase === 'scanned' || phase === 'confirming') && (
          <div className="actions">
            <Button onClick={() => void confirm()} disabled={phase === 'confirming'}>
              {phase === 'confirming' ? '确认中…' : '确认登录'}
            </Button>
            <Button variant="outlined" onClick={() => void cancel()} disabled={phase === 'confirming'}>
              取消
            </Button>
          </div>
        )}
        {phase === 'confirmed' && (
          <p className="ok" role="status">
            已确认登录，请回到电脑继续操作
          </p>
        )}
        {phase === 'cancelled' && <p role="status">已取消本次登录</p>}
        {phase === 'failed' && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <Link to="/">返回首页</Link>
      </Panel>
    </Box>
  );
}

export default QrConfirmPage;
