import styled from '@emotion/styled';
import { useSchemaForm } from '../forms';
import { Button } from '../button';
import { TextField } from '../text-field';

export interface ContactFormValues {
  name: string;
  phone: string;
  title: string;
  message: string;
}

export interface ContactFormProps {
  /** Receives valid values; reject with an Error to show its message. */
  onSubmit(values: ContactFormValues): void | Promise<void>;
  heading?: string;
  submitText?: string;
  successText?: string;
  className?: string;
}

export const FormRoot = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing.sm,
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  h2: { margin: `0 0 ${theme.spacing.sm}px`, fontSize: theme.typography.sizes.xl },
  '.row': { display: 'grid', gap: theme.spacing.md, [theme.mq.up.sm]: { gridTemplateColumns: '1fr 1fr' } },
  '.status': { minHeight: 22, fontSize: theme.typography.sizes.sm },
  '.status[data-kind="failed"]': { color: theme.colors.danger },
  '.status[data-kind="success"]': { color: theme.colors.success },
}));

const EMPTY: ContactFormValues = { name: '', phone: '', title: '', message: '' };

const loadContactSchema = () => import('./contact-schema').then((m) => m.contactSchema);

/** The contact-us form (姓名, 手机号码, 留言标题, 留言内容) with the shared validation rules. */
export function ContactForm({
  onSubmit,
  heading = '联系我们',
  submitText = '提交留言',
  successText = '留言已提交，我们会尽快联系您',
  className,
}: ContactFormProps) {
  const form = useSchemaForm(loadContactSchema, EMPTY, onSubmit);
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
      <TextField label="留言标题" required maxLength={64} showCount {...form.field('title')} />
      <TextField label="留言内容" multiline maxLength={250} showCount {...form.field('message')} />
      <p className="status" role="status" data-kind={form.state}>
        {form.state === 'success' ? successText : form.state === 'failed' ? form.submitError : ''}
      </p>
      <Button type="submit" disabled={form.sending}>
        {form.sending ? '提交中…' : submitText}
      </Button>
    </FormRoot>
  );
}
