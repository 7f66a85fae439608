import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { CheckIcon, CloseIcon, InfoIcon } from '../icons';
import { IconButton } from '../primitives';

export type AlertType = 'success' | 'info' | 'warning' | 'error';
/** `pending` before it appears, `shown`, `hiding` while it fades out, then it is removed. */
export type AlertPhase = 'pending' | 'shown' | 'hiding' | 'removed';

export interface TimedAlertProps {
  message: string;
  type?: AlertType;
  /** Milliseconds it stays visible; 0 keeps it until closed. */
  duration?: number;
  /** Milliseconds before it appears. */
  delay?: number;
  /** Milliseconds between hiding and removal (fade-out). */
  removeAfter?: number;
  /** Shows a close button (always shown when `duration` is 0). */
  closable?: boolean;
  /** Called once the alert is removed. */
  onClose?(): void;
  className?: string;
}

const Box = styled.div<{ type: AlertType; phase: AlertPhase; fade: number }>(({ theme, type, phase, fade }) => {
  const tone = {
    success: theme.colors.success,
    info: theme.colors.info,
    warning: theme.colors.warning,
    error: theme.colors.danger,
  }[type];
  return {
    position: 'fixed',
    top: theme.spacing.lg,
    left: '50%',
    zIndex: theme.zIndex.alert,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    boxSizing: 'border-box',
    minWidth: `min(${WIDGET_CONSTANTS.alert.minWidth}px, calc(100vw - 32px))`,
    maxWidth: `min(${WIDGET_CONSTANTS.alert.maxWidth}px, calc(100vw - 32px))`,
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderRadius: theme.radius.sm,
    borderLeft: `4px solid ${tone}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    boxShadow: theme.shadow.hover,
    fontFamily: theme.typography.fontFamily,
    transform: `translate(-50%, ${phase === 'shown' ? 0 : -16}px)`,
    opacity: phase === 'shown' ? 1 : 0,
    transition: `opacity ${fade}ms ease, transform ${fade}ms ease`,
    '& > svg': { color: tone, flex: 'none' },
    '.message': { flex: 1 },
  };
});

/**
 * A toast that appears after `delay`, hides after `duration` and is removed `removeAfter` ms later.
 * Mount it to show it; it calls `onClose` when gone.
 */
export function TimedAlert({
  message,
  type = 'info',
  duration = WIDGET_CONSTANTS.alert.duration,
  delay = WIDGET_CONSTANTS.alert.delay,
  removeAfter = WIDGET_CONSTANTS.alert.removal,
  closable = false,
  onClose,
  className,
}: TimedAlertProps) {
  const [phase, setPhase] = useState<AlertPhase>('pending');
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (phase === 'pending') timer = setTimeout(() => setPhase('shown'), delay);
    else if (phase === 'shown' && duration > 0) timer = setTimeout(() => setPhase('hiding'), duration);
    else if (phase === 'hiding') timer = setTimeout(() => setPhase('removed'), removeAfter);
    else if (phase === 'removed') onCloseRef.current?.();
    return () => clearTimeout(timer);
  }, [phase, delay, duration, removeAfter]);

  if (phase === 'removed') return null;
  const urgent = type === 'error' || type === 'warning';
  return (
    <Box
      className={className}
      type={type}
      phase={phase}
      fade={Math.min(removeAfter, 400)}
      role={urgent ? 'alert' : 'status'}
      data-phase={phase}
      aria-hidden={phase === 'shown' ? undefined : true}
    >
      {type === 'success' ? <CheckIcon /> : <InfoIcon />}
      <span className="message">{phase === 'pending' ? '' : message}</span>
      {(closable || duration === 0) && (
        <IconButton
          type="button"
          size={32}
          aria-label="关闭提示"
          onClick={() => setPhase('hiding')}
          disabled={phase !== 'shown'}
        >
          <CloseIcon size={18} />
        </IconButton>
      )}
    </Box>
  );
}
