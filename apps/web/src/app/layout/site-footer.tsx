import styled from '@emotion/styled';
import { Suspense } from 'react';
import { deferredPart, SeenRegion } from '../../boot/deferred-part';

const Placeholder = styled.footer(({ theme }) => ({
  marginTop: theme.spacing.section,
  minHeight: 240,
  padding: `${theme.spacing.xl}px ${theme.spacing.md}px`,
  background: theme.colors.footer,
  color: theme.colors.footerText,
  fontSize: theme.typography.sizes.xs,
  textAlign: 'center',
  [theme.mq.up.sm]: { minHeight: 300 },
  [theme.mq.up.md]: { minHeight: 360 },
}));

/**
 * Below the fold on every page (the main area is a screen high): its columns (site parameters, configuration, the
 * widget) load after the page, and on the server's first screen once the footer comes into view.
 */
const footerColumns = deferredPart<object>(() => import('./site-footer-columns'));
const FooterColumns = footerColumns.Part;

/** The dark footer with its four link columns; until they load, a block of the same size with the copyright line. */
export function SiteFooter() {
  return (
    <SeenRegion part={footerColumns}>
      <Suspense
        fallback={
          <Placeholder>
            <p>© {new Date().getFullYear()} 医影 · 摄影与医学社区</p>
          </Placeholder>
        }
      >
        <FooterColumns />
      </Suspense>
    </SeenRegion>
  );
}
