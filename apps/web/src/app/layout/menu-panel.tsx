import styled from '@emotion/styled';
import { useEffect, type RefObject } from 'react';

/** Where the navigation folds into the menu panel (the theme's md breakpoint). */
const PANEL_BELOW = 960;

/** Dims the page under the open menu panel; a tap on it closes the menu (the document's pointer handler). */
const Backdrop = styled.div(({ theme }) => ({
  display: 'none',
  [theme.mq.down.md]: {
    display: 'block',
    position: 'fixed',
    top: 60,
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: -1,
    background: 'rgba(0, 0, 0, 0.4)',
  },
}));

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the menu button and the panel's links while the menu is open. */
function keepFocusInMenu(event: KeyboardEvent, button: HTMLElement | null, nav: HTMLElement | null): void {
  if (!button || !nav || getComputedStyle(nav).position !== 'absolute') return;
  const stops = [button, ...nav.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = stops[0];
  const last = stops[stops.length - 1];
  const at = document.activeElement;
  if (event.shiftKey && at === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && at === last) {
    event.preventDefault();
    first?.focus();
  } else if (!stops.includes(at as HTMLElement)) {
    event.preventDefault();
    first?.focus();
  }
}

export interface MenuPanelProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  navRef: RefObject<HTMLElement | null>;
  /** Closes the menu; `refocus` gives the focus back to the menu button (Escape). */
  onClose(refocus: boolean): void;
}

/**
 * What the open menu adds (site-header.tsx loads it when the menu opens): the dimmed page under the panel, the focus
 * kept inside it, Escape and a tap outside closing it, and the page held still behind it on a phone.
 */
export default function MenuPanel({ buttonRef, navRef, onClose }: MenuPanelProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') return keepFocusInMenu(event, buttonRef.current, navRef.current);
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (navRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    // The page under the open menu stays where it is (phones scroll the page behind a panel otherwise).
    const overflow = document.body.style.overflow;
    if (window.matchMedia?.(`(max-width: ${PANEL_BELOW - 0.02}px)`).matches) document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.body.style.overflow = overflow;
    };
  }, [buttonRef, navRef, onClose]);
  return <Backdrop aria-hidden="true" data-testid="menu-backdrop" />;
}
