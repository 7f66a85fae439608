/** Whether React has taken `node` over (it marks each node it hydrates or creates with its fiber). */
export function isHydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * Runs `task` when the browser is idle. React marks the nodes it takes over while it works on them, before its work is
 * done (it works in slices between which the browser paints), and a click in between would reach a page that is not
 * answering yet (a form would be sent as a plain page request). Once the browser is idle, React has finished.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 50);
}
