import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CountButton, countLabel, formatCount } from '../like-icon';

/** Non-modal popover anchored under its trigger; Escape or a click outside closes it. */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  return { open, setOpen, close, rootRef, triggerRef, id };
}

export const PopoverRoot = styled.div({ position: 'relative', display: 'inline-block' });

export const PopoverPanel = styled.div(({ theme }) => ({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  right: 0,
  zIndex: theme.zIndex.dial,
  width: 300,
  maxWidth: '90vw',
  padding: theme.spacing.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.hover,
  fontFamily: theme.typography.fontFamily,
  '.actions': { display: 'flex', justifyContent: 'flex-end', gap: theme.spacing.sm, marginTop: theme.spacing.sm },
}));

export function PopoverDialog({
  id,
  label,
  onEscape,
  children,
}: {
  id: string;
  label: string;
  onEscape(): void;
  children: ReactNode;
}) {
  return (
    <PopoverPanel
      id={id}
      role="dialog"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onEscape();
        }
      }}
    >
      {children}
    </PopoverPanel>
  );
}

/** The count button that opens a popover made by `usePopover`. */
export function PopoverCountTrigger({
  popover,
  label,
  icon,
  count,
  disabled,
}: {
  popover: ReturnType<typeof usePopover>;
  label: string;
  icon: ReactNode;
  count?: number;
  disabled?: boolean;
}) {
  return (
    <CountButton
      ref={popover.triggerRef}
      type="button"
      aria-label={countLabel(label, count)}
      aria-expanded={popover.open}
      aria-controls={popover.open ? popover.id : undefined}
      disabled={disabled}
      onClick={() => popover.setOpen(!popover.open)}
    >
      {icon}
      {count !== undefined && <span aria-hidden="true">{formatCount(count)}</span>}
    </CountButton>
  );
}

/** The popovers' form, loaded when one first opens. */
const PopoverTextForm = lazy(() => import('./popover-text-form'));

export interface TextPopoverProps {
  /** Which form it asks for: a comment or a forward's title. */
  kind: 'comment' | 'forward';
  /** The trigger's name (评论 / 转发) and the dialog's. */
  label: string;
  dialogLabel: string;
  icon: ReactNode;
  count?: number;
  placeholder?: string;
  disabled?: boolean;
  onSubmit(text: string): void | Promise<void>;
}

/** A count button that opens a one-field form under it; the form (and its rules) loads when it first opens. */
export function TextPopover({
  kind,
  label,
  dialogLabel,
  icon,
  count,
  placeholder,
  disabled,
  onSubmit,
}: TextPopoverProps) {
  const popover = usePopover();
  return (
    <PopoverRoot ref={popover.rootRef}>
      <PopoverCountTrigger popover={popover} label={label} icon={icon} count={count} disabled={disabled} />
      {popover.open && (
        <PopoverDialog id={popover.id} label={dialogLabel} onEscape={popover.close}>
          <Suspense
            fallback={
              <p role="status" style={{ margin: 0, fontSize: 12 }}>
                加载中…
              </p>
            }
          >
            <PopoverTextForm kind={kind} placeholder={placeholder} onSubmit={onSubmit} onClose={popover.close} />
          </Suspense>
        </PopoverDialog>
      )}
    </PopoverRoot>
  );
}
