import { useId, useState, type ReactNode } from 'react';
import { DIALOG_WIDTH } from '../dialog/widths';
import { Button } from '../button';
import { Dialog } from '../dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Width in px (500 by default). */
  width?: number;
  /** May return a promise; the dialog stays busy until it settles. */
  onConfirm(): void | Promise<void>;
  onCancel(): void;
}

/** Asks the user to confirm an action. */
export function ConfirmDialog({
  open,
  title = '提示',
  message,
  confirmText = '确定',
  cancelText = '取消',
  width = DIALOG_WIDTH,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const messageId = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={title}
      width={width}
      onClose={onCancel}
      busy={busy}
      role="alertdialog"
      describedBy={messageId}
      footer={
        <>
          <Button variant="outlined" onClick={onCancel} disabled={busy}>
            {cancelText}
          </Button>
          <Button onClick={confirm} disabled={busy} data-autofocus>
            {confirmText}
          </Button>
        </>
      }
    >
      <div id={messageId}>{message}</div>
    </Dialog>
  );
}
