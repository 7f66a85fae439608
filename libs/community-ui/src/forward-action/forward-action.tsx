import { forwardSchema } from '@yiying/validation';
import { Button, ShareIcon, TextField, useSchemaForm } from '@yiying/widgets';
import { PopoverCountTrigger, PopoverDialog, PopoverRoot, usePopover } from '../comment-popover/popover';

export interface ForwardActionProps {
  count?: number;
  /** Receives the forward title; reject with an Error to show its message. */
  onForward(title: string): void | Promise<void>;
  disabled?: boolean;
}

/** The forward button: asks for a title (required, at most 64 characters) and forwards. */
export function ForwardAction({ count, onForward, disabled }: ForwardActionProps) {
  const popover = usePopover();
  const form = useSchemaForm(forwardSchema, { forwardedText: '' }, async ({ forwardedText }) => {
    await onForward(forwardedText.trim());
    popover.close();
  });
  return (
    <PopoverRoot ref={popover.rootRef}>
      <PopoverCountTrigger
        popover={popover}
        label="转发"
        icon={<ShareIcon size={18} />}
        count={count}
        disabled={disabled}
      />
      {popover.open && (
        <PopoverDialog id={popover.id} label="转发" onEscape={popover.close}>
          <form noValidate onSubmit={form.handleSubmit}>
            <TextField label="转发标题" required autoFocus maxLength={64} showCount {...form.field('forwardedText')} />
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
                {form.sending ? '转发中…' : '转发'}
              </Button>
            </div>
          </form>
        </PopoverDialog>
      )}
    </PopoverRoot>
  );
}
