import type { Plugin } from 'vite';

/** react-router's production build, which calls React's `forwardRef` and `memo` at its top level unannotated. */
const REACT_ROUTER = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const WRAPPED_COMPONENT = /(=\s*)(React\d*\.(?:forwardRef|memo)\()/g;
/** `Name.displayName = "…";` on a line of its own: names for React's developer tools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * Marks react-router's top-level `React.forwardRef(…)` and `React.memo(…)` calls pure, as its other top-level calls
 * are: the bundler keeps a call it cannot prove free of side effects, and with it every function the component uses.
 * Unmarked, `<Form>` (and through it the whole form submission code) is in every page's router chunk though no page
 * renders it. Both calls only wrap the component they are given.
 */
export function pureReactRouterComponents(): Plugin {
  return {
    name: 'yiying-pure-react-router-components',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER },
      // Lines stay where they are (a removed assignment leaves its line empty), so the source map is kept as it is
      // (`map: null`); only the few annotated lines shift by a comment's width.
      handler: (code) => ({
        code: code.replace(WRAPPED_COMPONENT, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''),
        map: null,
      }),
    },
  };
}
