import { Suspense } from 'react';
import { ShareIcon } from '@yiying/widgets';
import {
  PopoverCountTrigger,
  PopoverDialog,
  PopoverLoading,
  PopoverRoot,
  PopoverTextForm,
  usePopover,
} from '../comment-popover/popover';

export interface ForwardActionProps {
  count?: number;
  /** Receives the forward title; reject with an Error to show its message. */
  onForward(title: string): void | Promise<void>;
  disabled?: boolean;
}

/** The forward button: asks for a title (required, at most 64 characters) and forwards. */
export function ForwardAction({ count, onForward, disabled }: ForwardActionProps) {
  const popover = usePopover();
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
          <Suspense fallback={<PopoverLoading />}>
            <PopoverTextForm kind="forward" onSubmit={onForward} onClose={popover.close} />
          </Suspense>
        </PopoverDialog>
      )}
    </PopoverRoot>
  );
}
