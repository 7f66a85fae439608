/** How long the app's code waits at most for the first screen's picture. */
export const FIRST_IMAGE_WAIT_MS = 1200;

/**
 * Resolves once the largest picture of the server's first screen (the first `<img fetchpriority="high">` in `#root`)
 * has been decoded and a frame has been painted with it (also when it had arrived before this runs: arrived is not yet
 * on screen); at once when the page has no server markup or no such picture; after `limitMs` at the latest, and when
 * the picture fails.
 */
export function afterFirstImage(doc: Document, limitMs = FIRST_IMAGE_WAIT_MS): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  return new Promise((resolve) => {
    if (!image) {
      resolve();
      return;
    }
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // The frame with the picture is painted after this animation frame's callbacks; the next task comes after it.
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    const timer = setTimeout(go, limitMs);
    const decoded = () => void image.decode().then(go, go);
    if (image.complete) decoded();
    else {
      image.addEventListener('load', decoded, { once: true });
      image.addEventListener('error', go, { once: true });
    }
  });
}
