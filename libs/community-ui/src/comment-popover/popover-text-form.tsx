import { COMMENT_INPUT_MAXLENGTH, commentSchema, forwardSchema } from '@yiying/validation';
import { Button, TextField, useSchemaForm } from '@yiying/widgets';

/** The two one-line forms a popover asks for: a comment (发表) and a forward's title (转发). */
const KINDS = {
  comment: {
    schema: commentSchema,
    field: 'content',
    label: '评论',
    multiline: true,
    maxLength: COMMENT_INPUT_MAXLENGTH,
    submit: '发表',
    sending: '发送中…',
  },
  forward: {
    schema: forwardSchema,
    field: 'forwardedText',
    label: '转发标题',
    multiline: false,
    maxLength: 64,
    submit: '转发',
    sending: '转发中…',
  },
} as const;

export interface PopoverTextFormProps {
  kind: keyof typeof KINDS;
  placeholder?: string;
  /** Receives the trimmed text; reject with an Error to show its message (the text stays). */
  onSubmit(text: string): void | Promise<void>;
  onClose(): void;
}

/**
 * The form inside a comment or forward popover, with its checks (the validation rules load with it, when a popover
 * first opens, not with the page).
 */
export default function PopoverTextForm({ kind, placeholder, onSubmit, onClose }: PopoverTextFormProps) {
  const spec = KINDS[kind];
  const form = useSchemaForm(spec.schema, { [spec.field]: '' } as Record<string, string>, async (values) => {
    await onSubmit((values[spec.field] ?? '').trim());
    onClose();
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <TextField
        label={spec.label}
        multiline={spec.multiline}
        rows={spec.multiline ? 3 : undefined}
        required
        autoFocus
        maxLength={spec.maxLength}
        showCount
        placeholder={placeholder}
        {...form.field(spec.field)}
      />
      {form.state === 'failed' && (
        <p role="alert" style={{ margin: 0, color: '#C0151F', fontSize: 12 }}>
          {form.submitError}
        </p>
      )}
      <div className="actions">
        <Button variant="text" onClick={onClose}>
          取消
        </Button>
        <Button type="submit" disabled={form.sending}>
          {form.sending ? spec.sending : spec.submit}
        </Button>
      </div>
    </form>
  );
}
