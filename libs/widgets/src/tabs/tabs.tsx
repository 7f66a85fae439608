import styled from '@emotion/styled';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing, transition } from '../theme/css';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  /** A count or dot after the label (e.g. unread messages). */
  badge?: ReactNode;
  disabled?: boolean;
  /** The panel; leave it out to render the content yourself (e.g. a route) under the tab list. */
  content?: ReactNode;
}

export interface TabsProps<K extends string = string> {
  items: TabItem<K>[];
  value: K;
  onChange(key: K): void;
  /** Accessible name of the tab list. */
  label: string;
  /** `line`: an underline under the active tab; `pill`: a filled pill (segmented look). */
  variant?: 'line' | 'pill';
  /** Stretch the tabs over the whole width (phones). */
  fill?: boolean;
  className?: string;
}

const List = styled.div<{ variant: 'line' | 'pill'; stretch: boolean }>(({ theme, variant, stretch }) => {
  const { colors } = theme;
  const pill = variant === 'pill';
  return {
    display: pill ? 'inline-flex' : 'flex',
    width: stretch ? '100%' : undefined,
    gap: pill ? theme.spacing.xxs : theme.spacing.lg,
    padding: pill ? 3 : 0,
    borderRadius: pill ? theme.radius.round : 0,
    background: pill ? colors.fill : 'transparent',
    borderBottom: pill ? 'none' : `1px solid ${colors.border}`,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    fontFamily: theme.typography.fontFamily,
    '[role="tab"]': {
      position: 'relative',
      flex: stretch ? 1 : 'none',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.spacing.xs,
      minHeight: pill ? 34 : theme.control.lg - 4,
      padding: pill ? `0 ${theme.spacing.md}px` : `0 ${theme.spacing.xxs}px`,
      border: 'none',
      borderRadius: pill ? theme.radius.round : 0,
      background: 'transparent',
      color: colors.subtle,
      font: 'inherit',
      ...theme.typography.scale[pill ? 'footnote' : 'subtitle'],
      fontWeight: theme.typography.weights.medium,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      ...transition(theme, ['color', 'background-color', 'box-shadow']),
      '&:hover:not(:disabled)': { color: colors.text },
      '&:focus-visible': focusRing(theme, pill ? 1 : -2),
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
      [theme.mq.coarse]: { minHeight: theme.control.touch },
    },
    '[role="tab"][aria-selected="true"]': pill
      ? { background: colors.surface, color: colors.text, boxShadow: theme.elevation[1] }
      : {
          color: colors.text,
          fontWeight: theme.typography.weights.bold,
          '&::after': {
            content: '""',
            position: 'absolute',
            left: '50%',
            bottom: 0,
            width: 20,
            height: 3,
            marginLeft: -10,
            borderRadius: 3,
            background: colors.primary,
          },
        },
  };
});

/**
 * Tabs (WAI-ARIA tabs with automatic activation): one Tab stop on the selected tab, ←/→ move and select, wrapping,
 * Home/End the first/last. Each tab controls its panel; items without `content` leave the panel to the caller.
 */
export function Tabs<K extends string = string>({
  items,
  value,
  onChange,
  label,
  variant = 'line',
  fill = false,
  className,
}: TabsProps<K>) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    items.findIndex((t) => t.key === value),
  );
  const move = (from: number, delta: number) => {
    for (let n = 1; n <= items.length; n += 1) {
      const i = (((from + delta * n) % items.length) + items.length) % items.length;
      if (!items[i].disabled) return i;
    }
    return from;
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to =
      event.key === 'ArrowRight'
        ? move(index, 1)
        : event.key === 'ArrowLeft'
          ? move(index, -1)
          : event.key === 'Home'
            ? move(-1, 1)
            : event.key === 'End'
              ? move(items.length, -1)
              : -1;
    if (to < 0) return;
    event.preventDefault();
    refs.current[to]?.focus();
    onChange(items[to].key);
  };
  const panel = items[selected]?.content;
  return (
    <div className={className}>
      <List role="tablist" aria-label={label} variant={variant} stretch={fill}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={`${base}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={item.content !== undefined ? `${base}-panel-${index}` : undefined}
            tabIndex={index === selected ? 0 : -1}
            disabled={item.disabled}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
            {item.badge}
          </button>
        ))}
      </List>
      {panel !== undefined && (
        <div role="tabpanel" id={`${base}-panel-${selected}`} aria-labelledby={`${base}-tab-${selected}`} tabIndex={0}>
          {panel}
        </div>
      )}
    </div>
  );
}
