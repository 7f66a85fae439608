import type { Plugin } from 'vite';

/**
 * Marks the page's module script and its `modulepreload` links `fetchpriority="low"`. The server writes a visitor's
 * first screen into the page, so the code is not needed to paint it: the pictures of that screen (the banner asks for
 * high priority) come before the code that takes the page over.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'yiying-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
