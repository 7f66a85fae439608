import { CommentIcon } from '@yiying/widgets';
import { TextPopover } from './popover';

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
  return (
    <TextPopover
      kind="comment"
      label="评论"
      dialogLabel="发表评论"
      icon={<CommentIcon size={18} />}
      count={count}
      placeholder={placeholder}
      disabled={disabled}
      onSubmit={onSubmit}
    />
  );
}
