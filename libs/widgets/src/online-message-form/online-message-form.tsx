import { FormRoot } from '../contact-form/contact-form';
import { useSchemaForm } from '../forms';
import { Button } from '../button';
import { TextField } from '../text-field';

export interface OnlineMessageValues {
  name: string;
  phone: string;
  email: string;
  company: string;
  department: string;
  memo: string;
}

export interface OnlineMessageFormProps {
  onSubmit(values: OnlineMessageValues): void | Promise<void>;
  heading?: string;
  submitText?: string;
  successText?: string;
  className?: string;
}

const EMPTY: OnlineMessageValues = { name: '', phone: '', email: '', company: '', department: '', memo: '' };

const loadOnlineMessageSchema = () => import('./online-message-schema').then((m) => m.onlineMessageSchema);

/** The online message form: name and phone required; email, company, department and message optional. */
export function OnlineMessageForm({
  onSubmit,
  heading = '在线留言',
  submitText = '提交',
  successText = '提交成功，感谢您的留言',
  className,
}: OnlineMessageFormProps) {
  const form = useSchemaForm(loadOnlineMessageSchema, EMPTY, onSubmit);
  return (
    <FormRoot className={className} noValidate onSubmit={form.handleSubmit} aria-label={heading}>
      {heading && <h2>{heading}</h2>}
      <div className="row">
        <TextField label="姓名" required maxLength={32} autoComplete="name" {...form.field('name')} />
        <TextField
          label="手机号码"
          required
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          {...form.field('phone')}
        />
      </div>
      <div className="row">
        <TextField label="邮箱" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="单位" autoComplete="organization" {...form.field('company')} />
      </div>
      <TextField label="科室" {...form.field('department')} />
      <TextField label="留言" multiline maxLength={250} showCount {...form.field('memo')} />
      <p className="status" role="status" data-kind={form.state}>
        {form.state === 'success' ? successText : form.state === 'failed' ? form.submitError : ''}
      </p>
      <Button type="submit" disabled={form.sending}>
        {form.sending ? '提交中…' : submitText}
      </Button>
    </FormRoot>
  );
}
