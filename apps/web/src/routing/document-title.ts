import { useEffect } from 'react';

export const SITE_TITLE = '医影';

/** `<page title> - 医影`, or the site name alone. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} - ${SITE_TITLE}` : SITE_TITLE;
}

/**
 * Names the document after what the page shows (`作品标题 - 医影`), as the server's page head does, so a bookmark or a
 * tab keeps it. The layout names it after the route first (its layout effect runs before the pages' effects).
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
