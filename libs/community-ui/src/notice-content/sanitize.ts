const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  span: [],
  div: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  blockquote: [],
  pre: [],
  code: [],
  ul: [],
  ol: ['start'],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [],
  figcaption: [],
};
/** Elements removed with everything inside them (the others are unwrapped). */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'noscript',
  'svg',
  'math',
  'template',
]);
const SAFE_URL = /^(https?:|mailto:|tel:|\/|\.{0,2}\/|#|[^:]*$)/i;
const SAFE_IMG = /^(https?:|\/|\.{0,2}\/|data:image\/(png|jpe?g|gif|webp);)/i;

/**
 * Keeps an allowlist of tags and attributes, so article HTML (already cleaned by the server)
 * cannot run script even if a stored record was tampered with.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const clean = (node: Element) => {
    for (const child of Array.from(node.children)) {
      const tag = child.tagName.toLowerCase();
      if (DROP.has(tag)) {
        child.remove();
        continue;
      }
      clean(child);
      const allowed = ALLOWED[tag];
      if (!allowed) {
        child.replaceWith(...Array.from(child.childNodes));
        continue;
      }
      for (const attr of Array.from(child.attributes)) {
        const name = attr.name.toLowerCase();
        const value = attr.value.trim();
        const ok =
          allowed.includes(name) &&
          (name !== 'href' || SAFE_URL.test(value)) &&
          (name !== 'src' || SAFE_IMG.test(value)) &&
          (name !== 'target' || value === '_blank');
        if (!ok) child.removeAttribute(attr.name);
      }
      if (tag === 'a' && child.getAttribute('target') === '_blank') child.setAttribute('rel', 'noopener noreferrer');
      if (tag === 'img') child.setAttribute('loading', 'lazy');
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}
