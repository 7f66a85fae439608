import { PATIENT_PRIVACY_REPORT_REASON } from '@yiying/models';
import { Button, Dialog, RadioGroup, TextField, useSchemaForm } from '@yiying/widgets';

const loadReportSchema = () => import('./report-schema').then((m) => m.reportReasonSchema);

/** Common reasons, one click each; 泄露患者隐私 is reviewed first. */
const QUICK_REASONS = [PATIENT_PRIVACY_REPORT_REASON, '含有广告', '内容不实', '令人不适'];

/** 举报: a reason (required, at most 200 characters) for the admin review queue. */
export function ReportDialog({ onReport, onClose }: { onReport(reason: string): Promise<void>; onClose(): void }) {
  const form = useSchemaForm(loadReportSchema, { reason: '' }, async ({ reason }) => {
    await onReport(reason.trim());
  });
  return (
    <Dialog open title="举报" onClose={onClose} busy={form.sending}>
      <form noValidate onSubmit={form.handleSubmit}>
        <RadioGroup
          label="常见理由"
          variant="chip"
          direction="row"
          options={QUICK_REASONS.map((reason) => ({ value: reason, label: reason }))}
          value={QUICK_REASONS.includes(form.values.reason) ? form.values.reason : ''}
          onChange={(reason) => form.setValue('reason', reason)}
        />
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
