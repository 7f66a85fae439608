import styled from '@emotion/styled';
import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { transition } from '../theme/css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  /** Neither checked nor unchecked (a "select all" over a partial choice). */
  indeterminate?: boolean;
}

const Root = styled.label(({ theme }) => {
  const { colors } = theme;
  return {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: theme.spacing.sm,
    minHeight: 28,
    padding: `${theme.spacing.xxs}px 0`,
    fontFamily: theme.typography.fontFamily,
    color: colors.text,
    ...theme.typography.scale.body,
    cursor: 'pointer',
    [theme.mq.coarse]: { minHeight: theme.control.touch, alignItems: 'center' },
    // The real input stays in place (for forms, keyboard and screen readers) but is drawn by the box.
    input: { position: 'absolute', opacity: 0, width: 20, height: 20, margin: 0, top: 5, left: 0, cursor: 'inherit' },
    '.yy-box': {
      flex: 'none',
      boxSizing: 'border-box',
      width: 20,
      height: 20,
      marginTop: 3,
      display: 'grid',
      placeItems: 'center',
      borderRadius: theme.radius.sm + 2,
      border: `2px solid ${colors.subtle}`,
      background: colors.surface,
      color: colors.onPrimary,
      ...transition(theme, ['background-color', 'border-color']),
      [theme.mq.coarse]: { marginTop: 0 },
    },
    '.yy-box svg': { opacity: 0, transform: 'scale(0.6)', ...transition(theme, ['opacity', 'transform']) },
    'input:checked + .yy-box, input:indeterminate + .yy-box': {
      background: colors.primary,
      borderColor: colors.primary,
    },
    'input:checked + .yy-box svg, input:indeterminate + .yy-box svg': { opacity: 1, transform: 'none' },
    'input:focus-visible + .yy-box': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
    '&:hover input:not(:disabled) + .yy-box': { borderColor: colors.primary },
    'input:disabled + .yy-box, input:disabled ~ .yy-text': { opacity: 0.45 },
    '&:has(input:disabled)': { cursor: 'not-allowed' },
    '.yy-desc': { display: 'block', color: colors.subtle, ...theme.typography.scale.footnote },
  };
});

/** A checkbox with its label (and optional description) in one press target; `indeterminate` draws a dash. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, indeterminate = false, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Root className={className} htmlFor={inputId}>
      <input
        ref={input}
        id={inputId}
        type="checkbox"
        aria-describedby={description ? `${inputId}-desc` : undefined}
        {...rest}
      />
      <span className="yy-box" aria-hidden="true">
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.2">
          <path
            d={indeterminate ? 'M5 12h14' : 'M4.5 12.5 10 18 19.5 6.5'}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className="yy-text">
        {label}
        {/* Read as the description (aria-describedby), not as part of the name. */}
        {description && (
          <span className="yy-desc" id={`${inputId}-desc`} aria-hidden="true">
            {description}
          </span>
        )}
      </span>
    </Root>
  );
});
