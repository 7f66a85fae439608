import sanitizeHtml from 'sanitize-html';

/** Site paths an article image may point at: uploaded files only, never another host or a `..` step. */
const SITE_FILE = /^\/files\/[\w\-/]+(\.\w+)?$/;
const LINK_SCHEME = /^(https?:|mailto:)/i;
const DIMENSION = /^\d{1,5}$/;
const LINK_REL = 'noopener noreferrer nofollow';

/** An `<img src>` the sanitiser keeps: a path under `/files/` without `..`. */
export function isSiteFile(src: string): boolean {
  return SITE_FILE.test(src) && !src.includes('..');
}

/** The `src` of every site image of an article, in order, without repeats. */
export function articleImageUrls(html: string): string[] {
  const urls: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    exclusiveFilter: (frame) => {
      const src = frame.attribs['src'];
      if (frame.tag === 'img' && src && isSiteFile(src) && !urls.includes(src)) urls.push(src);
      return false;
    },
  });
  return urls;
}

/**
 * Article HTML as stored and served: only the tags of the editor survive (paragraphs, h2–h4, emphasis, quotes,
 * lists, links, images, code); scripts, styles, event handlers, frames and every other URL scheme are dropped.
 * Links keep http, https and mailto targets and always get `rel="noopener noreferrer nofollow"`; images keep only
 * site files for which `keepImage` answers true (the author's own uploads), so the strict Content-Security-Policy
 * of the site never has to allow another origin.
 */
export function sanitizeArticle(html: string, keepImage: (src: string) => boolean = () => true): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'h2',
      'h3',
      'h4',
      'strong',
      'em',
      's',
      'u',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'br',
      'hr',
      'code',
      'pre',
    ],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const href = (attribs['href'] ?? '').trim();
        const kept: Record<string, string> = LINK_SCHEME.test(href) ? { href, rel: LINK_REL } : { rel: LINK_REL };
        if (attribs['target'] === '_blank') kept['target'] = '_blank';
        return { tagName, attribs: kept };
      },
      img: (tagName, attribs) => {
        const kept: Record<string, string> = {};
        const src = (attribs['src'] ?? '').trim();
        if (isSiteFile(src) && keepImage(src)) kept['src'] = src;
        if (attribs['alt']) kept['alt'] = attribs['alt'];
        for (const key of ['width', 'height']) {
          const value = attribs[key];
          if (value && DIMENSION.test(value)) kept[key] = value;
        }
        return { tagName, attribs: kept };
      },
    },
    // An image whose source did not survive is dropped whole.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
  });
}
