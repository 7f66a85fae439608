import styled from '@emotion/styled';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Field } from '../field/field';
import { focusRing, transition } from '../theme/css';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  label: ReactNode;
  options: RadioOption<V>[];
  value: V | '' | null | undefined;
  onChange(value: V): void;
  /** `radio`: dots in a column or row; `chip`: pill buttons, as for 可见范围 or a filter. */
  variant?: 'radio' | 'chip';
  direction?: 'row' | 'column';
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Submitted with a surrounding form under this name. */
  name?: string;
  className?: string;
}

const Group = styled.div<{ direction: 'row' | 'column'; variant: 'radio' | 'chip' }>(
  ({ theme, direction, variant }) => {
    const { colors } = theme;
    const chip = variant === 'chip';
    return {
      display: 'flex',
      flexDirection: direction,
      flexWrap: 'wrap',
      gap: chip ? theme.spacing.sm : direction === 'row' ? theme.spacing.lg : theme.spacing.sm,
      '[role="radio"]': {
        display: 'inline-flex',
        alignItems: chip ? 'center' : 'flex-start',
        gap: theme.spacing.sm,
        minHeight: chip ? theme.control.sm + 4 : 28,
        padding: chip ? `0 ${theme.spacing.md}px` : `${theme.spacing.xxs}px 0`,
        border: chip ? `1px solid ${colors.border}` : 'none',
        borderRadius: theme.radius.round,
        background: chip ? colors.surface : 'transparent',
        color: colors.text,
        font: 'inherit',
        ...theme.typography.scale.body,
        textAlign: 'left',
        cursor: 'pointer',
        ...transition(theme, ['background-color', 'border-color', 'color']),
        '&:focus-visible': focusRing(theme),
        '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
        [theme.mq.coarse]: { minHeight: theme.control.touch },
      },
      '[role="radio"][aria-checked="true"]': chip
        ? {
            background: colors.primarySoft,
            borderColor: colors.primaryText,
            color: colors.primaryText,
            fontWeight: 500,
          }
        : {},
      '.yy-dot': {
        flex: 'none',
        boxSizing: 'border-box',
        width: 20,
        height: 20,
        marginTop: 2,
        borderRadius: '50%',
        border: `2px solid ${colors.subtle}`,
        background: colors.surface,
        ...transition(theme, ['border-width', 'border-color']),
      },
      '[aria-checked="true"] .yy-dot': { borderColor: colors.primary, borderWidth: 6 },
      '[role="radio"]:hover:not([aria-disabled="true"]) .yy-dot': { borderColor: colors.primary },
      '.yy-desc': { display: 'block', color: colors.subtle, ...theme.typography.scale.footnote },
    };
  },
);

/**
 * A group of radio buttons (WAI-ARIA radio group): one Tab stop on the chosen (or first) option, ←/→/↑/↓ move and
 * choose, wrapping at the ends, Home/End the first/last, Space chooses. Dots or pill chips.
 */
export function RadioGroup<V extends string = string>({
  label,
  options,
  value,
  onChange,
  variant = 'radio',
  direction = 'column',
  hint,
  error,
  required,
  disabled = false,
  name,
  className,
}: RadioGroupProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const usable = (i: number) => !disabled && !options[i].disabled;
  const checked = options.findIndex((o) => o.value === value);
  const tabStop = checked >= 0 && usable(checked) ? checked : options.findIndex((_, i) => usable(i));

  const move = (from: number, delta: number) => {
    for (let n = 1; n <= options.length; n += 1) {
      const i = (from + delta * n + options.length * n) % options.length;
      if (usable(i)) return i;
    }
    return from;
  };
  const go = (index: number) => {
    refs.current[index]?.focus();
    if (options[index].value !== value) onChange(options[index].value);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const keys: Record<string, () => number> = {
      ArrowDown: () => move(index, 1),
      ArrowRight: () => move(index, 1),
      ArrowUp: () => move(index, -1),
      ArrowLeft: () => move(index, -1),
      Home: () => move(-1, 1),
      End: () => move(options.length, -1),
    };
    const target = keys[event.key];
    if (target) {
      event.preventDefault();
      go(target());
    }
  };

  return (
    <Field label={label} hint={hint} error={error} required={required} labelAs="span" className={className}>
      {(ids) => (
        <Group
          role="radiogroup"
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          aria-invalid={ids.invalid || undefined}
          aria-disabled={disabled || undefined}
          direction={direction}
          variant={variant}
        >
          {options.map((option, index) => (
            <button
              key={option.value}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="radio"
              aria-checked={index === checked}
              aria-disabled={!usable(index) || undefined}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => usable(index) && go(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {variant === 'radio' && <span className="yy-dot" aria-hidden="true" />}
              <span>
                {option.label}
                {option.description && <span className="yy-desc">{option.description}</span>}
              </span>
            </button>
          ))}
          {name && <input type="hidden" name={name} value={value ?? ''} />}
        </Group>
      )}
    </Field>
  );
}
