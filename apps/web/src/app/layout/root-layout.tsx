import styled from '@emotion/styled';
import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { WidgetsThemeProvider } from '@yiying/widgets';
import { ScrollManager } from '../navigation/scroll';
import { BottomTabs, BottomTabsSpacer, showsBottomTabs } from './bottom-tabs';
import { GlobalStyles } from './global-styles';
import { InitialLoading } from './initial-loading';
import { usePageTheme } from './page-theme';
import { RouteErrorBoundary } from './route-error';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useCurrentRoute } from './use-current-route';
import { documentTitle } from '../../routing/document-title';

export { documentTitle, SITE_TITLE } from '../../routing/document-title';

const SkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing.md,
  top: -48,
  zIndex: theme.zIndex.alert,
  padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  borderRadius: theme.radius.sm,
  '&:focus': { top: theme.spacing.sm },
}));

// The page fills the window so the footer sits at the bottom even on short pages.
const Page = styled.div({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
// The main area is at least a screen high: the footer starts below the first screen, so a page whose content arrives
// after its first paint does not push the footer down in view (a layout shift).
const Main = styled.main({ flex: 1, minHeight: '100vh', outline: 'none' });

/** Header, main and footer around every page; picks the page's theme and title. */
export function RootLayout() {
  const route = useCurrentRoute();
  const { key, search } = useLocation();
  const tabs = showsBottomTabs(route?.name, search);
  const title = route?.title;
  const theme = usePageTheme(route?.theme);

  // A layout effect: it runs before the pages' effects, so a page naming the document after what it shows wins.
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <WidgetsThemeProvider theme={theme}>
      <GlobalStyles />
      <SkipLink href="#main">跳到主要内容</SkipLink>
      <Page>
        <SiteHeader />
        <Main id="main" tabIndex={-1}>
          <RouteErrorBoundary resetKey={key}>
            <Suspense fallback={<InitialLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Main>
        <SiteFooter />
        {tabs && <BottomTabsSpacer />}
      </Page>
      {tabs && <BottomTabs />}
      <ScrollManager />
    </WidgetsThemeProvider>
  );
}
