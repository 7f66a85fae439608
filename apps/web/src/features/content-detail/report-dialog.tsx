import { reportCreateBody } from '@yiying/validation';
import { Button, Dialog, TextField, useSchemaForm } from '@yiying/widgets';

/** 举报: a reason (required, at most 200 characters) for the admin review queue. */
export function ReportDialog({ onReport, onClose }: { onReport(reason: string): Promise<void>; onClose(): void }) {
  const form = useSchemaForm(reportCreateBody.pick(['reason']), { reason: '' }, async ({ reason }) => {
    await onReport(reason.trim());
  });
  return (
    <Dialog open title="举报" onClose={onClose} busy={form.sending}>
      <form noValidate onSubmit={form.handleSubmit}>
        <TextField label="举报理由" multiline rows={3} required maxLength={200} showCount {...form.field('reason')} />
        {form.state === 'failed' && <p role="alert">{form.submitError}</p>}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
          <Button variant="text" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" disabled={form.sending}>
            提交举报
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
