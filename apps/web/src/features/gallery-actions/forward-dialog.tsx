import { Button, Dialog, TextField, useSchemaForm } from '@yiying/widgets';

const loadForwardSchema = () => import('./action-schemas').then((m) => m.forwardSchema);

export interface ForwardDialogProps {
  /** Title of the post forwarded. */
  title: string;
  /** Receives the forward title; reject with an Error to show its message. */
  onForward(text: string): Promise<void>;
  onClose(): void;
}

/** 转发 with a title (必须填写标题, 标题不能大于64个字符), from a gallery tile. */
export function ForwardDialog({ title, onForward, onClose }: ForwardDialogProps) {
  const form = useSchemaForm(loadForwardSchema, { forwardedText: '' }, async ({ forwardedText }) => {
    await onForward(forwardedText.trim());
  });
  return (
    <Dialog open title="转发" onClose={onClose} busy={form.sending}>
      <form noValidate onSubmit={form.handleSubmit}>
        <p style={{ marginTop: 0 }}>转发「{title}」</p>
        <TextField label="转发标题" required autoFocus maxLength={64} showCount {...form.field('forwardedText')} />
        {form.state === 'failed' && (
          <p role="alert" style={{ color: '#C0151F' }}>
            {form.submitError}
          </p>
        )}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
          <Button variant="text" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" disabled={form.sending}>
            {form.sending ? '转发中…' : '转发'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
