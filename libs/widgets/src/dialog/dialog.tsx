import styled from '@emotion/styled';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/close';
import { Backdrop, riseIn, SheetFooter, SheetHeader } from '../overlay/sheet';
import { useModal } from '../overlay/use-modal';
import { IconButton } from '../primitives/icon-button';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Width in px; the dialog never exceeds the viewport. */
  width?: number;
  onClose(): void;
  children?: ReactNode;
  footer?: ReactNode;
  /** Closing by Escape, backdrop or × is refused while true (e.g. during a submit). */
  busy?: boolean;
  /** Element id that describes the dialog. */
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
}

const Panel = styled.div<{ panelWidth: number }>(({ theme, panelWidth: width }) => ({
  width,
  maxWidth: '100%',
  maxHeight: '100%',
  margin: 'auto',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: theme.colors.raised,
  color: theme.colors.text,
  borderRadius: theme.radius.lg,
  boxShadow: theme.elevation[4],
  fontFamily: theme.typography.fontFamily,
  animation: `${riseIn} ${theme.motion.duration.normal}ms ${theme.motion.easing.enter}`,
  outline: 'none',
  '.yy-body': { padding: `${theme.spacing.sm}px ${theme.spacing.lg}px ${theme.spacing.lg}px`, overflowY: 'auto' },
}));

/**
 * Modal dialog named by its title: focus moves in and is trapped, Escape, the backdrop and × close it, the page
 * behind does not scroll, and focus returns where it was on close.
 */
export function Dialog({
  open,
  title,
  width = 500,
  onClose,
  children,
  footer,
  busy = false,
  describedBy,
  role = 'dialog',
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModal(open, panel, onClose, busy);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Backdrop
      style={{ padding: 16 }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <Panel
        ref={panel}
        panelWidth={width}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <SheetHeader>
          <h2 id={titleId}>{title}</h2>
          <IconButton type="button" aria-label="关闭" onClick={onClose} disabled={busy} data-dismiss="">
            <CloseIcon />
          </IconButton>
        </SheetHeader>
        <div className="yy-body">{children}</div>
        {footer && <SheetFooter>{footer}</SheetFooter>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
