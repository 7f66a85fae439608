import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type QrState, type QrTicket, type SessionData } from '@yiying/api-client';
import { Button } from '@yiying/widgets';
import { useQrLogin } from '../../data';
import { Box } from './qr-login-panel.styles';

/** How often the login page asks whether the phone has scanned or confirmed. */
export const QR_POLL_INTERVAL = 2000;

/** What the panel says in each state of the code. */
export const QR_STATE_TEXT: Record<Exclude<QrState, 'confirmed'>, string> = {
  waiting: '等待扫码',
  scanned: '已扫码，请在手机上确认',
  expired: '二维码已过期',
};

type Phase = QrState | 'loading' | 'failed' | 'logging-in';

/**
 * QR login: shows the server's QR code and polls its state every 2 s (waiting → scanned →
 * confirmed, or expired with a refresh button); a confirmed code is exchanged for a session.
 */
export interface QrLoginPanelProps {
  onSession(data: SessionData): void;
  /** Milliseconds between two checks (2000). */
  pollInterval?: number;
}

export function QrLoginPanel({ onSession, pollInterval = QR_POLL_INTERVAL }: QrLoginPanelProps) {
  const qr = useQrLogin();
  const [ticket, setTicket] = useState<QrTicket | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<string | null>(null);
  const live = useRef<{ ticket: QrTicket | null; phase: Phase }>({
    ticket: null,
    phase: 'loading',
  });
  live.current = { ticket, phase };

  const create = useCallback(async () => {
    setPhase('loading');
    setError(null);
    try {
      const next = await qr.qrcode();
      setTicket(next);
      setPhase('waiting');
    } catch (failure) {
      setPhase('failed');
      setError(isApiError(failure) ? failure.message : '二维码获取失败');
    }
  }, [qr]);

  useEffect(() => {
    void create();
  }, [create]);

  // Leaving the tab voids a code nobody confirmed, so it cannot be used later.
  useEffect(
    () => () => {
      const { ticket: open, phase: state } = live.current;
      if (open && (state === 'waiting' || state === 'scanned')) void qr.expire(open.qrcodeId).catch(() => undefined);
    },
    [qr],
  );

  useEffect(() => {
    if (!ticket || (phase !== 'waiting' && phase !== 'scanned')) return;
    let active = true;
    const timer = setTimeout(async () => {
      try {
        const check = await qr.check(ticket.qrcodeId);
        if (!active) return;
        if (check.state === 'confirmed' && check.code) {
          setPhase('logging-in');
          onSession(
            await qr.login({
              code: check.code,
              state: ticket.qrcodeId,
            }),
          );
          return;
        }
        setError(null);
        const next: Phase = check.state === 'confirmed' ? 'scanned' : check.state;
        setPhase(next);
        // A new object keeps the poll going when the state did not change.
        if (next === phase) setTicket({ ...ticket });
      } catch (failure) {
        if (!active) return;
        setError(isApiError(failure) ? failure.message : '网络连接异常');
        setTicket({ ...ticket });
      }
    }, pollInterval);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [qr, ticket, phase, onSession, pollInterval]);

  const refresh = () => {
    const old = live.current.ticket;
    if (old && (phase === 'waiting' || phase === 'scanned')) void qr.expire(old.qrcodeId).catch(() => undefined);
    void create();
  };

  const stateText =
    phase === 'loading'
      ? '二维码加载中…'
      : phase === 'logging-in' || phase === 'confirmed'
        ? '已确认，正在登录…'
        : phase === 'failed'
          ? '二维码获取失败'
          : QR_STATE_TEXT[phase];

  return (
    <Box>
      <div className="frame">
        {ticket && phase !== 'loading' && phase !== 'failed' ? (
          <img src={ticket.image} alt="登录二维码" width={184} height={184} />
        ) : (
          <span>{phase === 'loading' ? '加载中…' : ''}</span>
        )}
        {(phase === 'expired' || phase === 'failed') && (
          <div className="veil">
            <Button onClick={refresh}>刷新二维码</Button>
          </div>
        )}
      </div>
      <p className="state" role="status" aria-live="polite">
        {stateText}
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <p className="hint">请使用已登录医影的手机扫描二维码，并在手机上确认登录</p>
    </Box>
  );
}
