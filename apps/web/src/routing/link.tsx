import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * The site's links: an `<a href>` that the router follows in place (a plain click; a modified click, another target or
 * a download is left to the browser), as react-router's own `Link` and `NavLink` do for what this site uses of them
 * (`to`, `replace`, `state`, `end`). Those components also carry the framework mode's prefetching and view
 * transitions, which no page uses and which would otherwise be part of every page's first script.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** History state of the new entry. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

/** A URL with a scheme (`https:`, `mailto:`) or a protocol-relative one: left to the browser. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = useHref(external ? '.' : to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !external) follow(event);
  };
  return <a {...rest} ref={ref} href={external ? (to as string) : href} target={target} onClick={click} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on the path itself, not below it (the home link). */
  end?: boolean;
}

/**
 * A link that knows whether it leads to the current page: then it has the class `active` and `aria-current="page"`
 * (what assistive technology announces), like react-router's `NavLink`.
 */
export function NavLink({ end = false, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to).pathname;
  const here = pathname.toLowerCase();
  const there = target.toLowerCase();
  const active =
    here === there || (!end && there !== '/' && here.startsWith(there.endsWith('/') ? there : `${there}/`));
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/**
 * `Link` given an `href` like a plain `<a>`: what widgets outside the app (the gallery's `linkAs`) draw their links
 * with, so a plain click stays in the app and a modified one is the browser's.
 */
export function HrefLink({ href, ...rest }: Omit<LinkProps, 'to'> & { href: string }) {
  return <Link {...rest} to={href} />;
}
