import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons';
import { IconButton } from './icon-button';

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

const Backdrop = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: theme.spacing.md,
  background: theme.colors.overlay,
}));

const Panel = styled.div<{ width: number }>(({ theme, width }) => ({
  width,
  maxWidth: '100%',
  maxHeight: '100%',
  overflow: 'auto',
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.dialog,
  fontFamily: theme.typography.fontFamily,
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${theme.spacing.md}px ${theme.spacing.lg}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  h2: { margin: 0, fontSize: theme.typography.sizes.lg },
  '.body': { padding: theme.spacing.lg },
  footer: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: theme.spacing.sm,
    padding: `${theme.spacing.sm}px ${theme.spacing.lg}px ${theme.spacing.lg}px`,
  },
}));

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Modal dialog: focus moves in and is trapped, Escape and the backdrop close it, focus returns on close. */
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
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busyRef.current) {
        event.stopPropagation();
        closeRef.current();
      } else if (event.key === 'Tab' && panel) {
        const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (!items.length) return;
        const [head, tail] = [items[0], items[items.length - 1]];
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        width={width}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <header>
          <h2 id={titleId}>{title}</h2>
          <IconButton type="button" aria-label="关闭" onClick={onClose} disabled={busy}>
            <CloseIcon />
          </IconButton>
        </header>
        <div className="body">{children}</div>
        {footer && <footer>{footer}</footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
