import { useEffect } from 'react';
import { PUT_IN_DIALOG_WIDTH } from '../dialog/widths';
import { FormRoot } from '../contact-form/contact-form';
import { useSchemaForm } from '../forms';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { TextField } from '../text-field';

export interface PutInValues {
  name: string;
  phone: string;
  /** 你的需求 (optional). */
  demand: string;
}

export interface PutInDialogProps {
  open: boolean;
  title?: string;
  /** Width in px (600 by default). */
  width?: number;
  /** What the fields hold when the dialog opens (e.g. name and phone from the member's profile). */
  initialValues?: Partial<PutInValues>;
  onSubmit(values: PutInValues): void | Promise<void>;
  onClose(): void;
}

const EMPTY: PutInValues = { name: '', phone: '', demand: '' };

const loadPutInSchema = () => import('./put-in-schema').then((m) => m.putInSchema);

/**
 * Dialog that collects name, phone and requirement. A second submit is ignored while one is in
 * progress; hiding the dialog clears every field.
 */
export function PutInDialog({
  open,
  title = '立即咨询',
  width = PUT_IN_DIALOG_WIDTH,
  initialValues,
  onSubmit,
  onClose,
}: PutInDialogProps) {
  const form = useSchemaForm(loadPutInSchema, EMPTY, async (values) => {
    await onSubmit(values);
    onClose();
  });
  const { reset } = form;
  const initialName = initialValues?.name ?? '';
  const initialPhone = initialValues?.phone ?? '';
  const initialDemand = initialValues?.demand ?? '';
  useEffect(() => {
    // Hidden, every field is cleared; opened, the fields start from the given values.
    reset(open ? { name: initialName, phone: initialPhone, demand: initialDemand } : EMPTY);
  }, [open, reset, initialName, initialPhone, initialDemand]);

  return (
    <Dialog open={open} title={title} width={width} onClose={onClose} busy={form.sending}>
      <FormRoot noValidate onSubmit={form.handleSubmit} aria-label={title}>
        <TextField label="姓名" required maxLength={32} autoComplete="name" data-autofocus {...form.field('name')} />
        <TextField
          label="手机号码"
          required
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          {...form.field('phone')}
        />
        <TextField label="你的需求" multiline maxLength={250} showCount {...form.field('demand')} />
        <p className="status" role="status" data-kind={form.state}>
          {form.state === 'failed' ? form.submitError : ''}
        </p>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button variant="outlined" onClick={onClose} disabled={form.sending}>
            取消
          </Button>
          <Button type="submit" disabled={form.sending}>
            {form.sending ? '提交中…' : '提交'}
          </Button>
        </div>
      </FormRoot>
    </Dialog>
  );
}
