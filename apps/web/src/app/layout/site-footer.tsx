import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';

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

/** Below the fold on every page: its columns (site parameters, configuration, the widget) load after the page. */
const FooterColumns = lazy(() => import('./site-footer-columns'));

/** The dark footer with its four link columns; until they load, a block of the same size with the copyright line. */
export function SiteFooter() {
  return (
    <Suspense
      fallback={
        <Placeholder>
          <p>© {new Date().getFullYear()} 医影 · 摄影与医学社区</p>
        </Placeholder>
      }
    >
      <FooterColumns />
    </Suspense>
  );
}
