import { COMMENT_INPUT_MAXLENGTH, commentSchema } from '@yiying/validation';
import { Button, CommentIcon, TextField, useSchemaForm } from '@yiying/widgets';
import { PopoverCountTrigger, PopoverDialog, PopoverRoot, usePopover } from './popover';

export interface CommentPopoverProps {
  /** Current number of comments shown on the trigger. */
  count?: number;
  placeholder?: string;
  /** Receives the trimmed comment; reject with an Error to show its message. */
  onSubmit(content: string): void | Promise<void>;
  disabled?: boolean;
}

/** A comment button that opens a small form (required, at most 64 characters). */
export function CommentPopover({ count, placeholder = '说点什么吧…', onSubmit, disabled }: CommentPopoverProps) {
  const popover = usePopover();
  const form = useSchemaForm(commentSchema, { content: '' }, async ({ content }) => {
    await onSubmit(content.trim());
    popover.close();
  });
  return (
    <PopoverRoot ref={popover.rootRef}>
      <PopoverCountTrigger
        popover={popover}
        label="评论"
        icon={<CommentIcon size={18} />}
        count={count}
        disabled={disabled}
      />
      {popover.open && (
        <PopoverDialog id={popover.id} label="发表评论" onEscape={popover.close}>
          <form noValidate onSubmit={form.handleSubmit}>
            <TextField
              label="评论"
              multiline
              required
              autoFocus
              rows={3}
              maxLength={COMMENT_INPUT_MAXLENGTH}
              showCount
              placeholder={placeholder}
              {...form.field('content')}
            />
            {form.state === 'failed' && (
              <p role="alert" style={{ margin: 0, color: '#C0151F', fontSize: 12 }}>
                {form.submitError}
              </p>
            )}
            <div className="actions">
              <Button variant="text" onClick={popover.close}>
                取消
              </Button>
              <Button type="submit" disabled={form.sending}>
                {form.sending ? '发送中…' : '发表'}
              </Button>
            </div>
          </form>
        </PopoverDialog>
      )}
    </PopoverRoot>
  );
}
