import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { GalleryItem } from '@yiying/models';
import type { GalleryActionRequest, GalleryPatch } from './gallery-action-types';

// The like, forward and album actions load on first use: the home route's first paint does not need them.
const GalleryActionHost = lazy(() => import('./gallery-action-host'));

/** Tiles' action handlers, the patches to draw, and the element that carries out the action. */
export interface GalleryActions {
  handlers: Required<Pick<import('@yiying/community-ui').GalleryGridProps, 'onLike' | 'onForward' | 'onAlbum'>>;
  /** The tiles with the changes of this page's actions applied (optimistic counts). */
  apply(items: GalleryItem[]): GalleryItem[];
  /** Render it once on the page: the dialogs and the alert of the current action. */
  host: ReactNode;
}

/**
 * The like / forward / album icons of a gallery. A like is optimistic (count and mark change at once and go
 * back if the call fails); forward asks for a title; album picks (or creates) one of my albums. A visitor goes
 * to the login page first.
 */
export function useGalleryActions(): GalleryActions {
  const [request, setRequest] = useState<GalleryActionRequest | null>(null);
  const [patches, setPatches] = useState<Record<string, GalleryPatch>>({});
  const ask = useCallback(
    (kind: GalleryActionRequest['kind']) => (item: GalleryItem) =>
      setRequest((previous) => ({ kind, item, seq: (previous?.seq ?? 0) + 1 })),
    [],
  );
  const handlers = useMemo(() => ({ onLike: ask('like'), onForward: ask('forward'), onAlbum: ask('album') }), [ask]);
  const apply = useCallback(
    (items: GalleryItem[]) => items.map((item) => (patches[item.id] ? { ...item, ...patches[item.id] } : item)),
    [patches],
  );
  const patch = useCallback(
    (id: string, change: GalleryPatch) => setPatches((all) => ({ ...all, [id]: { ...all[id], ...change } })),
    [],
  );
  const host = request ? (
    <Suspense fallback={null}>
      <GalleryActionHost
        key={request.seq}
        request={request}
        current={{ ...request.item, ...patches[request.item.id] }}
        onPatch={patch}
        onDone={() => setRequest(null)}
      />
    </Suspense>
  ) : null;
  return { handlers, apply, host };
}
