import styled from '@emotion/styled';
import type { SendSmsRequest } from '@yiying/api-client';
import type { CaptchaScope } from '@yiying/models';
import { TextField, type SchemaForm } from '@yiying/widgets';
import { SmsCodeButton } from './sms-code-button';

/** A code field with its send button on the same line. */
export const CodeRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing.sm,
  '> :first-of-type': { flex: 1 },
  '> button': { marginTop: 22, minWidth: 128 },
}));

/** Values of a form holding a mobile and its SMS code, among other text fields. */
export type MobileCodeValues<V> = { [K in keyof V]: string } & { mobile: string; code: string };

export interface MobileCodeFieldsProps<V extends MobileCodeValues<V>> {
  form: SchemaForm<V>;
  scope: CaptchaScope;
  /** Asks the server for a code (the app's `useSendSms()`). */
  sendSms(request: SendSmsRequest): Promise<void>;
  /** 手机号 unless the form asks for another number (新手机号). */
  mobileLabel?: string;
  /** Off when the number is not the member's own, so the browser does not offer it. */
  autoCompleteMobile?: boolean;
}

/** 手机号 and 验证码 fields with the send-code countdown button, wired to a form with `mobile` and `code`. */
export function MobileCodeFields<V extends MobileCodeValues<V>>({
  form,
  scope,
  sendSms,
  mobileLabel = '手机号',
  autoCompleteMobile = true,
}: MobileCodeFieldsProps<V>) {
  return (
    <>
      <TextField
        label={mobileLabel}
        type="tel"
        inputMode="numeric"
        autoComplete={autoCompleteMobile ? 'tel' : undefined}
        maxLength={11}
        required
        {...form.field('mobile')}
      />
      <CodeRow>
        <TextField
          label="验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.field('code')}
        />
        <SmsCodeButton
          mobile={form.values.mobile}
          scope={scope}
          sendSms={sendSms}
          onInvalidMobile={(message) => form.setFieldError('mobile', message)}
          onResult={(r) =>
            form.setMessage(r.ok ? { error: null, success: '验证码已发送' } : { error: r.message, success: null })
          }
        />
      </CodeRow>
    </>
  );
}
