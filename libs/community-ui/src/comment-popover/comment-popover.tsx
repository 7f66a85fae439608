import { Suspense } from 'react';
import { CommentIcon } from '@yiying/widgets';
import {
  PopoverCountTrigger,
  PopoverDialog,
  PopoverLoading,
  PopoverRoot,
  PopoverTextForm,
  usePopover,
} from './popover';

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
          <Suspense fallback={<PopoverLoading />}>
            <PopoverTextForm kind="comment" placeholder={placeholder} onSubmit={onSubmit} onClose={popover.close} />
          </Suspense>
        </PopoverDialog>
      )}
    </PopoverRoot>
  );
}
