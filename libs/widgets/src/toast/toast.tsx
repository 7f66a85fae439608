import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/close';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it goes by itself; 0 keeps it until closed. Default 4000. */
  duration?: number;
  /** One action button, e.g. 撤销 or 查看. */
  action?: { label: string; onClick(): void };
}

interface ToastEntry extends Required<Pick<ToastOptions, 'tone' | 'duration'>> {
  id: number;
  message: ReactNode;
  action?: ToastOptions['action'];
}

export interface ToastApi {
  /** Shows a message; answers its id. */
  show(message: ReactNode, options?: ToastOptions): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest `ToastProvider`; throws without one. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast: wrap your page in <ToastProvider>.');
  return api;
}

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.96)' } });

const Region = styled.section(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.zIndex.toast,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing.sm,
  // Phones: above the bottom tab bar and the home indicator, where the thumb is and nothing is covered.
  bottom: `calc(var(--yy-toast-bottom, 72px) + env(safe-area-inset-bottom))`,
  // Wider screens: just under the site header, clear of its menus.
  [theme.mq.up.md]: { bottom: 'auto', top: 'calc(var(--yy-header-height, 64px) + 12px)' },
  pointerEvents: 'none',
  fontFamily: theme.typography.fontFamily,
  '&:empty': { display: 'none' },
}));

const Item = styled.div<{ tone: ToastTone }>(({ theme, tone }) => ({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.sm,
  minHeight: 44,
  boxSizing: 'border-box',
  padding: `${theme.spacing.xs}px ${theme.spacing.xs}px ${theme.spacing.xs}px ${theme.spacing.md}px`,
  borderRadius: theme.radius.round,
  background: theme.colors.inverse,
  color: theme.colors.onInverse,
  boxShadow: theme.elevation[3],
  ...theme.typography.scale.footnote,
  fontSize: 14,
  animation: `${enter} ${theme.motion.duration.normal}ms ${theme.motion.easing.enter}`,
  [theme.mq.reducedMotion]: { animation: 'none' },
  '.yy-dot': {
    flex: 'none',
    width: 8,
    height: 8,
    borderRadius: '50%',
    background: tone === 'error' ? '#FF6B73' : tone === 'success' ? '#5BD27A' : '#8DB6E6',
  },
  '.yy-msg': { padding: '6px 0' },
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 36,
    height: 36,
    padding: '0 10px',
    border: 'none',
    borderRadius: theme.radius.round,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: theme.typography.weights.medium,
    cursor: 'pointer',
    '&:hover': { background: 'rgba(127,127,127,.2)' },
    '&:focus-visible': { outline: `2px solid ${theme.colors.onInverse}`, outlineOffset: -2 },
  },
}));

function ToastView({ toast, onDone }: { toast: ToastEntry; onDone(id: number): void }) {
  const [paused, setPaused] = useState(false);
  const left = useRef(toast.duration);
  useEffect(() => {
    if (paused || toast.duration <= 0) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => onDone(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, toast.duration, toast.id, onDone]);
  const hold = () => setPaused(true);
  const release = () => setPaused(false);
  return (
    <Item
      tone={toast.tone}
      data-tone={toast.tone}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <span className="yy-dot" aria-hidden="true" />
      <span className="yy-msg">
        {toast.tone === 'error' && (
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            错误：
          </span>
        )}
        {toast.message}
      </span>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            toast.action?.onClick();
            onDone(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" aria-label="关闭通知" onClick={() => onDone(toast.id)}>
        <CloseIcon size={16} />
      </button>
    </Item>
  );
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** How many toasts show at once; older ones leave first. Default 3. */
  max?: number;
}

/**
 * Hosts toasts for `useToast()`: a polite live region at the bottom centre on phones (above a tab bar,
 * `--yy-toast-bottom`) and under the header on wider screens (`--yy-header-height`), so it covers no menu. Each toast
 * goes after its duration, paused while hovered or focused.
 */
export function ToastProvider({ children, max = 3 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      show(message, { tone = 'info', duration = 4000, action } = {}) {
        const id = next.current++;
        setToasts((list) => [...list, { id, message, tone, duration, action }].slice(-max));
        return id;
      },
      dismiss,
    }),
    [dismiss, max],
  );
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {mounted &&
        createPortal(
          <Region aria-label="通知">
            <div aria-live="polite" aria-relevant="additions text" style={{ display: 'contents' }}>
              {toasts.map((toast) => (
                <ToastView key={toast.id} toast={toast} onDone={dismiss} />
              ))}
            </div>
          </Region>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}
