import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/close';
import { Backdrop, SheetFooter, SheetHeader } from '../overlay/sheet';
import { useModal } from '../overlay/use-modal';
import { IconButton } from '../primitives/icon-button';

export type DrawerSide = 'left' | 'right' | 'bottom';

export interface DrawerProps {
  open: boolean;
  onClose(): void;
  /** Names the drawer; shown in its header unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** `bottom` is a bottom sheet (phones), `left`/`right` a side panel. */
  side?: DrawerSide;
  /** Width of a side drawer in px (never beyond 88% of the screen). */
  width?: number;
  children?: ReactNode;
  footer?: ReactNode;
  busy?: boolean;
}

const slide = {
  left: keyframes({ from: { transform: 'translateX(-100%)' } }),
  right: keyframes({ from: { transform: 'translateX(100%)' } }),
  bottom: keyframes({ from: { transform: 'translateY(100%)' } }),
};

const Panel = styled.div<{ side: DrawerSide; panelWidth: number }>(({ theme, side, panelWidth: width }) => {
  const bottom = side === 'bottom';
  const r = theme.radius.xl;
  return {
    position: 'absolute',
    display: 'flex',
    flexDirection: 'column',
    background: theme.colors.raised,
    color: theme.colors.text,
    boxShadow: theme.elevation[4],
    fontFamily: theme.typography.fontFamily,
    outline: 'none',
    animation: `${slide[side]} ${theme.motion.duration.slow}ms ${theme.motion.easing.enter}`,
    ...(bottom
      ? {
          left: 0,
          right: 0,
          bottom: 0,
          maxHeight: '88vh',
          borderRadius: `${r}px ${r}px 0 0`,
          paddingBottom: 'env(safe-area-inset-bottom)',
        }
      : { top: 0, bottom: 0, [side]: 0, width, maxWidth: '88vw' }),
    '.yy-handle': {
      alignSelf: 'center',
      width: 36,
      height: 4,
      marginTop: 8,
      borderRadius: 2,
      background: theme.colors.border,
    },
    '.yy-body': {
      flex: 1,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      padding: `0 ${theme.spacing.lg}px ${theme.spacing.lg}px`,
    },
  };
});

/**
 * A drawer from the left or right, or a bottom sheet, over a backdrop: modal like `Dialog` (focus trapped, Escape and
 * the backdrop close it, no page scroll behind, focus returned), named by its title.
 */
export function Drawer({
  open,
  onClose,
  title,
  hideTitle = false,
  side = 'right',
  width = 360,
  children,
  footer,
  busy = false,
}: DrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModal(open, panel, onClose, busy);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Backdrop
      layer="drawer"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <Panel
        ref={panel}
        side={side}
        panelWidth={width}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hideTitle ? undefined : titleId}
        aria-label={hideTitle ? title : undefined}
        tabIndex={-1}
      >
        {side === 'bottom' && <span className="yy-handle" aria-hidden="true" />}
        <SheetHeader>
          {hideTitle ? <span /> : <h2 id={titleId}>{title}</h2>}
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
