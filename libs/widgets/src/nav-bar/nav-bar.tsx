import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import { MenuIcon, NamedIcon, type IconName } from '../icons';
import { IconButton } from '../primitives';

export interface NavLink {
  label: string;
  href: string;
  active?: boolean;
}

export interface NavAction {
  id: string;
  label: string;
  icon: IconName | ReactNode;
  /** Small count on the icon (e.g. unread messages). */
  badge?: number;
  onClick?(): void;
}

export interface NavBarProps {
  brand: ReactNode;
  brandHref?: string;
  links?: NavLink[];
  actions?: NavAction[];
  /** Dark bar (secondary colour) instead of the surface colour. */
  dark?: boolean;
  className?: string;
}

const Bar = styled.header<{ dark: boolean }>(({ theme, dark }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.md,
  minHeight: 60,
  padding: `0 ${theme.spacing.md}px`,
  background: dark ? theme.colors.secondary : theme.colors.surface,
  color: dark ? '#FFFFFF' : theme.colors.text,
  boxShadow: theme.shadow.card,
  fontFamily: theme.typography.fontFamily,
  '.brand': {
    color: 'inherit',
    textDecoration: 'none',
    fontWeight: 700,
    fontSize: theme.typography.sizes.lg,
    marginRight: theme.spacing.md,
  },
  '.menu': { [theme.mq.up.md]: { display: 'none' } },
  nav: {
    flex: 1,
    ul: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: theme.spacing.xs },
    a: {
      display: 'block',
      padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
      color: 'inherit',
      textDecoration: 'none',
      borderBottom: '2px solid transparent',
      '&[aria-current="page"]': {
        color: dark ? '#FFFFFF' : theme.colors.primary,
        borderBottomColor: theme.colors.primary,
        fontWeight: 600,
      },
      '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
    },
    [theme.mq.down.md]: {
      '&[data-open="false"]': { display: 'none' },
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      background: dark ? theme.colors.secondary : theme.colors.surface,
      boxShadow: theme.shadow.card,
      ul: { flexDirection: 'column' },
    },
  },
  '.actions': { display: 'flex', gap: theme.spacing.xs, marginLeft: 'auto' },
  '.badge': {
    position: 'absolute',
    top: 2,
    right: 2,
    minWidth: 16,
    height: 16,
    padding: '0 4px',
    borderRadius: 8,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    fontSize: 10,
    lineHeight: '16px',
  },
}));

/** Top navigation bar: brand, links (a menu button on small screens) and icon buttons. */
export function NavBar({ brand, brandHref = '/', links = [], actions = [], dark = false, className }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  return (
    <Bar className={className} dark={dark}>
      {links.length > 0 && (
        <IconButton
          className="menu"
          type="button"
          tone={dark ? 'inverse' : 'default'}
          aria-label="菜单"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((v) => !v)}
        >
          <MenuIcon />
        </IconButton>
      )}
      <a className="brand" href={brandHref}>
        {brand}
      </a>
      {links.length > 0 && (
        <nav id={navId} aria-label="主导航" data-open={open}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={link.active ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="actions">
        {actions.map((action) => (
          <IconButton
            key={action.id}
            type="button"
            tone={dark ? 'inverse' : 'default'}
            aria-label={action.badge ? `${action.label}（${action.badge}）` : action.label}
            onClick={action.onClick}
            style={{ position: 'relative' }}
          >
            {typeof action.icon === 'string' ? <NamedIcon name={action.icon} /> : action.icon}
            {action.badge ? (
              <span className="badge" aria-hidden="true">
                {action.badge > 99 ? '99+' : action.badge}
              </span>
            ) : null}
          </IconButton>
        ))}
      </div>
    </Bar>
  );
}
