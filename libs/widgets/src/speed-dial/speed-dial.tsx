import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NamedIcon, PlusIcon, type IconName } from '../icons';

export interface SpeedDialAction {
  id: string;
  label: string;
  icon: IconName | ReactNode;
  onClick?(): void;
}

export interface SpeedDialProps {
  actions: SpeedDialAction[];
  /** Accessible name of the main button. */
  label?: string;
  /** Where the button floats. */
  position?: 'bottom-right' | 'bottom-left';
  /** Also opens while hovered (pointer devices). */
  openOnHover?: boolean;
  className?: string;
}

const Root = styled.div<{ position: 'bottom-right' | 'bottom-left' }>(({ theme, position }) => ({
  position: 'fixed',
  bottom: theme.spacing.xl,
  [position === 'bottom-right' ? 'right' : 'left']: theme.spacing.xl,
  zIndex: theme.zIndex.dial,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: theme.spacing.sm,
  fontFamily: theme.typography.fontFamily,
}));

const Fab = styled.button<{ open: boolean }>(({ theme, open }) => ({
  width: 56,
  height: 56,
  border: 0,
  borderRadius: '50%',
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  boxShadow: theme.shadow.hover,
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  svg: { transition: 'transform .2s', transform: open ? 'rotate(45deg)' : 'none' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.accent}`, outlineOffset: 2 },
}));

const Actions = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: theme.spacing.sm,
}));

const Action = styled.button(({ theme }) => ({
  position: 'relative',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: '50%',
  background: theme.colors.surface,
  color: theme.colors.secondary,
  boxShadow: theme.shadow.card,
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '.tip': {
    position: 'absolute',
    right: 'calc(100% + 8px)',
    whiteSpace: 'nowrap',
    padding: '2px 8px',
    borderRadius: theme.radius.sm,
    background: theme.colors.secondary,
    color: '#FFFFFF',
    fontSize: theme.typography.sizes.xs,
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
}));

/** A floating button that fans out a few quick actions (publish, back to top…). */
export function SpeedDial({
  actions,
  label = '快捷操作',
  position = 'bottom-right',
  openOnHover = true,
  className,
}: SpeedDialProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const fabRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A click right after the hover opened the dial should not close it again.
  const openedByHover = useRef(false);

  const focusFirst = useRef(false);

  // Only a click or key press moves focus into the actions; hovering must not steal focus.
  useEffect(() => {
    if (open && focusFirst.current)
      listRef.current?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    focusFirst.current = false;
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) fabRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
    if (!open || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLElement>('button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowUp' ? at + 1 : at - 1;
    buttons[(next + buttons.length) % buttons.length]?.focus();
    event.preventDefault();
  };

  return (
    <Root
      className={className}
      position={position}
      onKeyDown={onKeyDown}
      onMouseEnter={
        openOnHover
          ? () => {
              if (!open) openedByHover.current = true;
              setOpen(true);
            }
          : undefined
      }
      onMouseLeave={openOnHover ? () => setOpen(false) : undefined}
    >
      <Fab
        ref={fabRef}
        type="button"
        open={open}
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else {
            focusFirst.current = !open;
            setOpen(!open);
          }
        }}
      >
        <PlusIcon size={28} />
      </Fab>
      <Actions id={menuId} ref={listRef} hidden={!open}>
        {actions.map((action) => (
          <li key={action.id}>
            <Action
              type="button"
              aria-label={action.label}
              onClick={() => {
                action.onClick?.();
                close(true);
              }}
            >
              {typeof action.icon === 'string' ? <NamedIcon name={action.icon} /> : action.icon}
              <span className="tip" aria-hidden="true">
                {action.label}
              </span>
            </Action>
          </li>
        ))}
      </Actions>
    </Root>
  );
}
