import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { routePath } from '../routes';

const Footer = styled.footer(({ theme }) => ({
  marginTop: theme.spacing.section,
  background: theme.colors.footer,
  color: theme.colors.footerText,
  fontSize: theme.typography.sizes.sm,
}));

const Inner = styled.div(({ theme }) => ({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${theme.spacing.xl}px ${theme.spacing.md}px`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.spacing.md,
  ul: { display: 'flex', gap: theme.spacing.lg, margin: 0, padding: 0, listStyle: 'none' },
  a: { textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
}));

export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <p>© {new Date().getFullYear()} 医影 · 摄影与医学社区</p>
        <nav aria-label="页脚导航">
          <ul>
            <li>
              <Link to={routePath('About')}>关于我们</Link>
            </li>
            <li>
              <Link to={routePath('National')}>全国</Link>
            </li>
            <li>
              <Link to={routePath('Search')}>搜索</Link>
            </li>
          </ul>
        </nav>
      </Inner>
    </Footer>
  );
}
