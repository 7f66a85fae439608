import { useState } from 'react';
import { isApiError, type SendSmsRequest } from '@yiying/api-client';
import type { CaptchaScope } from '@yiying/models';
import { firstError, validate } from '@yiying/validation';
import { Button } from '@yiying/widgets';
import { useCountdown } from './use-countdown';

/** Seconds between two SMS requests for one number. */
export const SMS_RESEND_SECONDS = 60;

export interface SmsCodeButtonProps {
  mobile: string;
  scope: CaptchaScope;
  /** Asks the server for a code (the app's `useSendSms()`); rejects with an `ApiError`. */
  sendSms(request: SendSmsRequest): Promise<void>;
  /** A bad mobile: the form shows the message on its mobile field. */
  onInvalidMobile(message: string): void;
  /** Sent, or failed with a message (Chinese). */
  onResult(result: { ok: true } | { ok: false; message: string }): void;
}

/** 获取验证码, then a 60 s countdown (重新发送(59s)…) before the code can be sent again. */
export function SmsCodeButton({ mobile, scope, sendSms, onInvalidMobile, onResult }: SmsCodeButtonProps) {
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const { sendSmsSchema } = await import('./send-sms-schema');
      const checked = validate(sendSmsSchema, { mobile, scope });
      if (!checked.ok) {
        onInvalidMobile(firstError(checked) ?? '');
        return;
      }
      await sendSms(checked.value as SendSmsRequest);
      setSent(true);
      start(SMS_RESEND_SECONDS);
      onResult({ ok: true });
    } catch (error) {
      // Throttled: wait as long as the server says before the next try.
      if (isApiError(error) && error.retryAfter) {
        setSent(true);
        start(error.retryAfter);
      }
      onResult({
        ok: false,
        message: isApiError(error) ? error.message : '验证码发送失败',
      });
    } finally {
      setSending(false);
    }
  };

  const label = remaining > 0 ? `重新发送(${remaining}s)` : sent ? '重新发送' : '获取验证码';
  return (
    <Button variant="outlined" onClick={() => void send()} disabled={sending || remaining > 0} aria-live="polite">
      {sending ? '发送中…' : label}
    </Button>
  );
}
