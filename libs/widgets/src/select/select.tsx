import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Field, inputLook } from '../field/field';
import { ChevronDownIcon } from '../icons/chevron-down';
import { CheckIcon } from '../icons/check';
import { typeAhead, useOutsidePress, useTypeAhead } from '../overlay/use-modal';
import { useAnchored } from '../overlay/use-anchored';
import { ListPopup } from '../overlay/list-popup';
import { transition } from '../theme/css';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
  /** A second line under the label. */
  description?: string;
}

export interface SelectProps<V extends string = string> {
  label: ReactNode;
  options: SelectOption<V>[];
  value: V | '' | null | undefined;
  onChange(value: V): void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Submitted with a surrounding form under this name. */
  name?: string;
  id?: string;
  className?: string;
}

const Trigger = styled.button(({ theme }) => ({
  ...inputLook(theme),
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.sm,
  textAlign: 'left',
  cursor: 'pointer',
  '.yy-value': { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.yy-value[data-empty]': { color: theme.colors.subtle },
  svg: { flex: 'none', color: theme.colors.subtle, ...transition(theme, ['transform']) },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

/**
 * A select with its own list box (the WAI-ARIA select-only combobox): ↑/↓ open it and move, Home/End jump, letters
 * jump to the next option starting with them, Enter/Space choose, Escape closes without a change and Tab chooses
 * the highlighted option. The chosen value is also submitted as a hidden input when `name` is given.
 */
export function Select<V extends string = string>({
  label,
  options,
  value,
  onChange,
  placeholder = '请选择',
  hint,
  error,
  required,
  disabled,
  name,
  id,
  className,
}: SelectProps<V>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const typed = useTypeAhead();
  const { style } = useAnchored(open, trigger, list, { matchWidth: true });
  const selected = options.findIndex((o) => o.value === value);
  const enabled = (i: number) => i >= 0 && i < options.length && !options[i].disabled;
  useOutsidePress(open, [trigger, list], () => setOpen(false));
  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const show = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const step = (from: number, delta: number) => {
    for (let i = from + delta; i >= 0 && i < options.length; i += delta) if (enabled(i)) return i;
    return from;
  };
  const first = () => step(-1, 1);
  const last = () => step(options.length, -1);
  const choose = (index: number) => {
    if (enabled(index) && options[index].value !== value) onChange(options[index].value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const { key } = event;
    const current = open ? active : selected;
    let handled = true;
    if (key === 'ArrowDown') {
      if (!open) show(selected >= 0 ? selected : first());
      else setActive(step(active, 1));
    } else if (key === 'ArrowUp') {
      if (!open) show(selected >= 0 ? selected : first());
      else setActive(step(active, -1));
    } else if (key === 'Home') show(first());
    else if (key === 'End') show(last());
    else if (key === 'Enter' || key === ' ') {
      if (open) choose(active);
      else show(selected >= 0 ? selected : first());
    } else if (key === 'Escape' && open) {
      // Closes the list only, not a dialog around the select.
      event.stopPropagation();
      setOpen(false);
    } else if (key === 'Tab' && open) {
      choose(active);
      handled = false;
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const query = typed(key);
      const found = typeAhead(
        options.map((o) => o.label),
        query,
        query.length > 1 ? Math.max(current, 0) - 1 : current,
        (i) => !enabled(i),
      );
      if (found >= 0) show(found);
    } else handled = false;
    if (handled) event.preventDefault();
  };

  const current = selected >= 0 ? options[selected] : undefined;
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} labelAs="span" className={className}>
      {(ids) => (
        <>
          <Trigger
            ref={trigger}
            id={ids.id}
            type="button"
            role="combobox"
            aria-labelledby={`${ids.labelId} ${ids.id}`}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            aria-required={required || undefined}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            disabled={disabled}
            onClick={() => (open ? setOpen(false) : show(selected >= 0 ? selected : first()))}
            onKeyDown={onKeyDown}
          >
            <span className="yy-value" data-empty={current ? undefined : ''}>
              {current ? current.label : placeholder}
            </span>
            <ChevronDownIcon size={18} />
          </Trigger>
          {name && <input type="hidden" name={name} value={value ?? ''} />}
          <ListPopup ref={list} id={listId} role="listbox" aria-labelledby={ids.labelId} hidden={!open} style={style}>
            {options.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === selected}
                aria-disabled={option.disabled || undefined}
                data-active={index === active || undefined}
                onMouseMove={() => enabled(index) && active !== index && setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => enabled(index) && choose(index)}
              >
                <span>
                  {option.label}
                  {option.description && <span className="yy-desc">{option.description}</span>}
                </span>
                {index === selected && <CheckIcon className="yy-check" size={18} />}
              </li>
            ))}
          </ListPopup>
        </>
      )}
    </Field>
  );
}
