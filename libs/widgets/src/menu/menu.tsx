import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import type { Align } from '../overlay/position';
import { useAnchored } from '../overlay/use-anchored';
import { typeAhead, useOutsidePress, useTypeAhead } from '../overlay/use-modal';
import { ListPopup } from '../overlay/list-popup';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Drawn in the danger colour (删除, 举报). */
  danger?: boolean;
  disabled?: boolean;
}

/** Props to spread on the menu button. */
export interface MenuTriggerProps {
  ref: Ref<HTMLButtonElement>;
  id: string;
  onClick(): void;
  onKeyDown(event: KeyboardEvent): void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string;
}

export interface MenuProps {
  trigger(props: MenuTriggerProps): ReactNode;
  items: MenuItem[];
  onSelect(key: string): void;
  align?: Align;
}

/**
 * A menu button (WAI-ARIA menu button): Enter, Space or ↓ open it on the first item, ↑ on the last; ↑/↓ move and
 * wrap, Home/End jump, letters jump to the next item starting with them, Enter/Space choose, Escape and Tab close;
 * focus returns to the button after a choice or Escape.
 */
export function Menu({ trigger, items, onSelect, align = 'start' }: MenuProps) {
  const id = useId();
  const buttonId = `${id}-button`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const typed = useTypeAhead();
  const { style } = useAnchored(open, button, list, { align });
  useOutsidePress(open, [button, list], () => setOpen(false));
  const usable = (i: number) => !items[i].disabled;
  const move = (from: number, delta: number) => {
    for (let n = 1; n <= items.length; n += 1) {
      const i = (((from + delta * n) % items.length) + items.length) % items.length;
      if (usable(i)) return i;
    }
    return from;
  };
  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (index: number) => {
    if (!usable(index)) return;
    close();
    onSelect(items[index].key);
  };
  const onListKey = (event: KeyboardEvent) => {
    const { key } = event;
    if (key === 'Tab') {
      setOpen(false);
      return;
    }
    event.preventDefault();
    if (key === 'ArrowDown') setActive(move(active, 1));
    else if (key === 'ArrowUp') setActive(move(active, -1));
    else if (key === 'Home') setActive(move(-1, 1));
    else if (key === 'End') setActive(move(items.length, -1));
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (key.length === 1) {
      const found = typeAhead(
        items.map((i) => i.label),
        typed(key),
        active,
        (i) => !usable(i),
      );
      if (found >= 0) setActive(found);
    }
  };
  return (
    <>
      {trigger({
        ref: button,
        id: buttonId,
        onClick: () => (open ? setOpen(false) : show(move(-1, 1))),
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show(event.key === 'ArrowDown' ? move(-1, 1) : move(items.length, -1));
          }
        },
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': id,
      })}
      {open &&
        typeof document !== 'undefined' &&
        createPortal(
          <ListPopup
            ref={(el) => {
              list.current = el;
              if (el && document.activeElement !== el) el.focus({ preventScroll: true });
            }}
            id={id}
            role="menu"
            aria-labelledby={buttonId}
            aria-activedescendant={`${id}-${active}`}
            tabIndex={-1}
            style={{ ...style, minWidth: 160 }}
            onKeyDown={onListKey}
          >
            {items.map((item, index) => (
              <li
                key={item.key}
                id={`${id}-${index}`}
                role="menuitem"
                aria-disabled={item.disabled || undefined}
                data-active={index === active || undefined}
                data-danger={item.danger || undefined}
                onMouseMove={() => usable(index) && active !== index && setActive(index)}
                onClick={() => choose(index)}
              >
                {item.icon}
                {item.label}
              </li>
            ))}
          </ListPopup>,
          document.body,
        )}
    </>
  );
}
