import { isHydrated, whenIdle } from './taken-over';

/** The clicks held on the server's markup until the app has taken it over (see {@link holdEarlyClicks}). */
export interface EarlyClicks {
  /** The app has started: give the held clicks back as their buttons are taken over. */
  start(): void;
  /** The app could not start: hold nothing more and drop what is held (the page stays plain markup). */
  stop(): void;
}

/**
 * What a button is to the reader: its label within its labelled group (e.g. 点赞 0 in the toolbar 作品操作). A member's
 * page is built anew and replaces the server's markup; a button held there is clicked again as the one button of the
 * new page with the same name, and dropped when there is none or more than one (its state differs: 点赞 1).
 */
function nameOf(button: Element): string {
  const own = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
  const group = button.parentElement?.closest('[aria-label]')?.getAttribute('aria-label') ?? '';
  return `${group}\u0000${own}`;
}

/** The button of `root` that now stands where `held` stood, once React has it; null while there is none yet. */
function counterpart(root: HTMLElement, name: string): HTMLElement | null | 'ambiguous' {
  const same = [...root.querySelectorAll('button')].filter((button) => nameOf(button) === name);
  if (same.length > 1) return 'ambiguous';
  const [button] = same;
  return button && isHydrated(button) ? button : null;
}

/**
 * Holds the clicks on buttons of the server's markup that React has not taken over yet (they would do nothing yet, or
 * send their form as a plain page request; links work as links), and clicks each again once React has it: the whole
 * page is taken over only when the code of its lazy parts has arrived. A member's page replaces the markup: a held
 * button that left the page is clicked again as its counterpart in the new one ({@link nameOf}). `start()` begins
 * giving clicks back; after `limitMs` what is still held is dropped.
 */
export function holdEarlyClicks(root: HTMLElement, limitMs = 10_000): EarlyClicks {
  const held: { button: HTMLElement; name: string }[] = [];
  let started = false;
  let looping = false;
  /** The button to click for the first held click; undefined while it must wait, null when it is dropped. */
  const target = ({ button, name }: { button: HTMLElement; name: string }): HTMLElement | null | undefined => {
    if (button.isConnected) return isHydrated(button) ? button : undefined;
    const found = counterpart(root, name);
    if (found === 'ambiguous') return null;
    return found ?? undefined;
  };
  const giveBack = () => {
    for (let first = held[0]; first; first = held[0]) {
      const button = target(first);
      if (button === undefined) break;
      held.shift();
      button?.click();
    }
    looping = held.length > 0;
    if (looping) whenIdle(giveBack);
  };
  const kick = () => {
    if (started && !looping && held.length) {
      looping = true;
      whenIdle(giveBack);
    }
  };
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || isHydrated(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ button, name: nameOf(button) });
    kick();
  };
  root.addEventListener('click', hold, true);
  const stop = () => {
    root.removeEventListener('click', hold, true);
    held.length = 0;
  };
  return {
    start() {
      started = true;
      kick();
      setTimeout(stop, limitMs);
    },
    stop,
  };
}
