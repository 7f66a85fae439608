import styled from '@emotion/styled';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import type { Align, Side } from '../overlay/position';
import { useAnchored } from '../overlay/use-anchored';
import { useOutsidePress } from '../overlay/use-modal';
import { riseIn } from '../overlay/sheet';

/** Props to spread on the element that opens the popover. */
export interface PopoverTriggerProps {
  ref: Ref<HTMLButtonElement>;
  onClick(): void;
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-haspopup': 'dialog';
}

export interface PopoverProps {
  /** Renders the opener with the props it needs (a `Button`, an `IconButton`). */
  trigger(props: PopoverTriggerProps): ReactNode;
  /** Accessible name of the popover panel. */
  label: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Preferred side; it flips when the other side has more room. */
  side?: Side;
  align?: Align;
  /** Controlled open state (optional). */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  width?: number;
}

const Panel = styled.div(({ theme }) => ({
  zIndex: theme.zIndex.popover,
  boxSizing: 'border-box',
  maxWidth: 'calc(100vw - 16px)',
  overflow: 'auto',
  padding: theme.spacing.md,
  background: theme.colors.raised,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg - 4,
  boxShadow: theme.elevation[3],
  fontFamily: theme.typography.fontFamily,
  ...theme.typography.scale.body,
  outline: 'none',
  animation: `${riseIn} ${theme.motion.duration.fast}ms ${theme.motion.easing.enter}`,
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

/**
 * A non-modal panel anchored to its trigger: placed below (or above) it and flipped or shifted to stay on screen,
 * focus moves in on open, Escape or a press outside closes it, and Escape returns focus to the trigger.
 */
export function Popover({
  trigger,
  label,
  children,
  side = 'bottom',
  align = 'start',
  open: controlled,
  onOpenChange,
  width,
}: PopoverProps) {
  const id = useId();
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const anchor = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { style } = useAnchored(open, anchor, panel, { side, align });
  const set = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  };
  const close = (refocus = true) => {
    set(false);
    if (refocus) anchor.current?.focus();
  };
  useOutsidePress(open, [anchor, panel], () => close(false));
  return (
    <>
      {trigger({
        ref: anchor,
        onClick: () => set(!open),
        'aria-expanded': open,
        'aria-controls': id,
        'aria-haspopup': 'dialog',
      })}
      {open &&
        typeof document !== 'undefined' &&
        createPortal(
          <Panel
            ref={(el) => {
              panel.current = el;
              // Focus moves into the panel once it is placed, so screen readers read it.
              if (el && !el.contains(document.activeElement)) el.focus({ preventScroll: true });
            }}
            id={id}
            role="dialog"
            aria-label={label}
            tabIndex={-1}
            style={{ ...style, width }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close();
              }
            }}
          >
            {typeof children === 'function' ? children(() => close()) : children}
          </Panel>,
          document.body,
        )}
    </>
  );
}
