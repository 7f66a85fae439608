import { routePath, type RouteName, type RouteParamsOf } from './routes';
import { toQueryString, type RouteParams } from './route-params';

/**
 * The address of a route with its parameters in the query string (`hrefTo('HotDetail', { contentId })` →
 * `/hot/detail?contentId=…`): what a `Link` points at, so a card, a title or a name opens in a new tab, copies as a
 * link and shows the same thing to whoever opens it.
 */
export function hrefTo<N extends RouteName>(
  name: N,
  ...[params]: Record<never, never> extends RouteParamsOf<N> ? [params?: RouteParamsOf<N>] : [params: RouteParamsOf<N>]
): string {
  return `${routePath(name)}${toQueryString((params ?? {}) as RouteParams)}`;
}
