import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { transition } from '../theme/css';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  /** A second line under the label, read as the switch's description. */
  description?: ReactNode;
  disabled?: boolean;
  /** Label before (default, as in a settings list) or after the track. */
  labelPosition?: 'start' | 'end';
  className?: string;
}

const Root = styled.div<{ labelFirst: boolean }>(({ theme, labelFirst }) => {
  const { colors } = theme;
  return {
    display: 'flex',
    flexDirection: labelFirst ? 'row' : 'row-reverse',
    justifyContent: labelFirst ? 'space-between' : 'flex-end',
    alignItems: 'center',
    gap: theme.spacing.md,
    minHeight: 32,
    fontFamily: theme.typography.fontFamily,
    color: colors.text,
    ...theme.typography.scale.body,
    '.yy-desc': { display: 'block', color: colors.subtle, ...theme.typography.scale.footnote },
    label: { cursor: 'pointer' },
    'button[role="switch"]': {
      position: 'relative',
      flex: 'none',
      width: 46,
      height: 28,
      padding: 0,
      border: 'none',
      borderRadius: theme.radius.round,
      background: colors.border,
      cursor: 'pointer',
      ...transition(theme, ['background-color']),
      '&::before': {
        content: '""',
        position: 'absolute',
        top: 3,
        left: 3,
        width: 22,
        height: 22,
        borderRadius: '50%',
        background: '#FFFFFF',
        boxShadow: '0 1px 3px rgba(0,0,0,.25)',
        ...transition(theme, ['transform'], 'normal'),
      },
      // A 44 px press area on touch screens without a bigger track.
      '&::after': { content: '""', position: 'absolute', inset: -8 },
      '&[aria-checked="true"]': { background: colors.primary },
      '&[aria-checked="true"]::before': { transform: 'translateX(18px)' },
      '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    },
  };
});

/** An on/off switch (`role="switch"`): Space or Enter toggles it, the label is clickable, state is announced. */
export function Switch({
  label,
  checked,
  onChange,
  description,
  disabled,
  labelPosition = 'start',
  className,
}: SwitchProps) {
  const id = useId();
  return (
    <Root labelFirst={labelPosition === 'start'} className={className}>
      <div>
        <label htmlFor={id}>{label}</label>
        {description && (
          <span className="yy-desc" id={`${id}-desc`}>
            {description}
          </span>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
    </Root>
  );
}
