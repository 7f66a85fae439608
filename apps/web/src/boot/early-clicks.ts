/** The clicks held on the server's markup until the app has taken it over (see {@link holdEarlyClicks}). */
export interface EarlyClicks {
  /** The app has started: give the held clicks back as their buttons are taken over. */
  start(): void;
  /** The app could not start: hold nothing more and drop what is held (the page stays plain markup). */
  stop(): void;
}

/** Whether React has taken `node` over (it marks each node it hydrates or creates with its fiber). */
function isHydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Runs `task` when the browser is idle. React marks the nodes it takes over while it works on them, before its work is
 * done (it works in slices between which the browser paints), and a click in between would reach a page that is not
 * answering yet (a form would be sent as a plain page request). Once the browser is idle, React has finished.
 */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 50);
}

/**
 * Holds the clicks on buttons of the server's markup that React has not taken over yet (they would do nothing yet, or
 * send their form as a plain page request; links work as links), and clicks each again once React has it: the whole
 * page is taken over only when the code of its lazy parts has arrived. `start()` begins giving clicks back; after
 * `limitMs` what is still held is dropped (a member's page replaces the markup: their held buttons are gone).
 */
export function holdEarlyClicks(root: HTMLElement, limitMs = 10_000): EarlyClicks {
  const held: HTMLElement[] = [];
  let started = false;
  let looping = false;
  const giveBack = () => {
    while (held[0] && (isHydrated(held[0]) || !held[0].isConnected)) {
      const button = held.shift() as HTMLElement;
      if (button.isConnected) button.click();
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
    held.push(button);
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
