import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { responsiveCss, type Responsive } from '../theme';

export interface FooterLink {
  label: string;
  href?: string;
  /** Small round picture before the label (media accounts). */
  avatar?: string;
  /** QR-code image shown in a tooltip on hover or focus. */
  qrcode?: string;
}

export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

export interface DarkFooterProps {
  about: FooterColumn;
  media: FooterColumn;
  help: FooterColumn;
  links: FooterColumn;
  /** Bottom line, e.g. copyright and filing number. */
  copyright?: string;
  /** Minimum height per breakpoint (xs 240, sm 300, md up 360 by default). */
  height?: Responsive<number>;
  className?: string;
}

const Footer = styled.footer<{ heights: Responsive<number> }>(({ theme, heights }) => ({
  ...responsiveCss(theme, 'minHeight', heights),
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  padding: `${theme.spacing.xl}px ${theme.spacing.lg}px ${theme.spacing.md}px`,
  background: theme.colors.footer,
  color: theme.colors.footerText,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.sizes.sm,
  a: {
    color: theme.colors.footerText,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { color: '#FFFFFF', textDecoration: 'underline' },
  },
  '.copyright': {
    marginTop: theme.spacing.lg,
    paddingTop: theme.spacing.md,
    borderTop: '1px solid rgba(255,255,255,.12)',
    textAlign: 'center',
    fontSize: theme.typography.sizes.xs,
  },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  maxWidth: 1200,
  width: '100%',
  margin: '0 auto',
  [theme.mq.up.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  h2: { margin: `0 0 ${theme.spacing.sm}px`, color: '#FFFFFF', fontSize: theme.typography.sizes.md },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing.xs },
}));

const MediaItem = styled.li({
  position: 'relative',
  '.entry': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    background: 'none',
    border: 0,
    padding: 0,
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
  },
  '.entry img': { width: 20, height: 20, borderRadius: '50%' },
  '.qr': {
    position: 'absolute',
    bottom: 'calc(100% + 8px)',
    left: 0,
    padding: 6,
    background: '#FFFFFF',
    borderRadius: 4,
    boxShadow: '0 4px 16px rgba(0,0,0,.4)',
    zIndex: 2,
    img: { display: 'block', width: 120, height: 120 },
  },
});

function MediaEntry({ item }: { item: FooterLink }) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const content = (
    <>
      {item.avatar && <img src={item.avatar} alt="" loading="lazy" />}
      <span>{item.label}</span>
    </>
  );
  const tipProps = item.qrcode
    ? {
        'aria-describedby': open ? tipId : undefined,
        onFocus: () => setOpen(true),
        onBlur: () => setOpen(false),
        onKeyDown: (e: { key: string }) => e.key === 'Escape' && setOpen(false),
      }
    : {};
  return (
    <MediaItem onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      {item.href ? (
        <a className="entry" href={item.href} {...tipProps}>
          {content}
        </a>
      ) : (
        <button className="entry" type="button" {...tipProps}>
          {content}
        </button>
      )}
      {item.qrcode && open && (
        <span className="qr" role="tooltip" id={tipId}>
          <img src={item.qrcode} alt={`${item.label}二维码`} />
        </span>
      )}
    </MediaItem>
  );
}

function Column({ column, media = false }: { column: FooterColumn; media?: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{column.title}</h2>
      <ul>
        {column.items.map((item) =>
          media ? (
            <MediaEntry key={item.label} item={item} />
          ) : (
            <li key={item.label}>{item.href ? <a href={item.href}>{item.label}</a> : item.label}</li>
          ),
        )}
      </ul>
    </section>
  );
}

/** Dark page footer with four columns: about, media (avatars and QR codes), help and links. */
export function DarkFooter({
  about,
  media,
  help,
  links,
  copyright,
  height = WIDGET_CONSTANTS.footerHeights,
  className,
}: DarkFooterProps) {
  return (
    <Footer className={className} heights={height}>
      <Columns>
        <Column column={about} />
        <Column column={media} media />
        <Column column={help} />
        <Column column={links} />
      </Columns>
      {copyright && <p className="copyright">{copyright}</p>}
    </Footer>
  );
}
