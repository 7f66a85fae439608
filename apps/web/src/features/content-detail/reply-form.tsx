import { COMMENT_INPUT_MAXLENGTH, commentSchema } from '@yiying/validation';
import { Button, TextField, useSchemaForm } from '@yiying/widgets';

/** The reply form under a comment (same rules as a comment: 必须填写评论, 评论不能超过64个字符). */
export default function ReplyForm({
  label,
  onReply,
  onCancel,
}: {
  label: string;
  onReply(text: string): Promise<void>;
  onCancel(): void;
}) {
  const form = useSchemaForm(commentSchema, { content: '' }, async ({ content }) => {
    await onReply(content.trim());
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} style={{ margin: '8px 0' }}>
      <TextField
        label={label}
        autoFocus
        required
        maxLength={COMMENT_INPUT_MAXLENGTH}
        showCount
        {...form.field('content')}
      />
      {form.state === 'failed' && <p role="alert">{form.submitError}</p>}
      <div className="tools">
        <Button type="submit" disabled={form.sending}>
          回复
        </Button>
        <Button variant="text" onClick={onCancel}>
          取消
        </Button>
      </div>
    </form>
  );
}
