import { ShareIcon } from '@yiying/widgets';
import { TextPopover } from '../comment-popover/popover';

export interface ForwardActionProps {
  count?: number;
  /** Receives the forward title; reject with an Error to show its message. */
  onForward(title: string): void | Promise<void>;
  disabled?: boolean;
}

/** The forward button: asks for a title (required, at most 64 characters) and forwards. */
export function ForwardAction({ count, onForward, disabled }: ForwardActionProps) {
  return (
    <TextPopover
      kind="forward"
      label="转发"
      dialogLabel="转发"
      icon={<ShareIcon size={18} />}
      count={count}
      disabled={disabled}
      onSubmit={onForward}
    />
  );
}
