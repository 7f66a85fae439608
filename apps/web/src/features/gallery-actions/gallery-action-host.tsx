import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@yiying/api-client';
import type { GalleryItem } from '@yiying/models';
import { TimedAlert } from '@yiying/widgets';
import { loginPath } from '../../routing/login-path';
import { useCurrentUser } from '../../data';
import { useContentBehaviours } from '../../data/discovery';
import { AlbumPickerDialog } from './album-picker-dialog';
import { ForwardDialog } from './forward-dialog';
import type { GalleryActionRequest, GalleryPatch } from './gallery-action-types';

export interface GalleryActionHostProps {
  request: GalleryActionRequest;
  /** The tile as drawn now (with earlier patches). */
  current: GalleryItem;
  onPatch(id: string, patch: GalleryPatch): void;
  onDone(): void;
}

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : '操作失败，请稍后再试';
}

/** Carries out one gallery action; lazily loaded by `useGalleryActions`. */
export default function GalleryActionHost({ request, current, onPatch, onDone }: GalleryActionHostProps) {
  const { loggedIn } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const behaviours = useContentBehaviours();
  const [message, setMessage] = useState<{ text: string; type: 'success' | 'error' } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!loggedIn) {
      void navigate(loginPath(`${pathname}${search}`));
      onDone();
      return;
    }
    if (request.kind !== 'like') return;
    const liked = Boolean(current.liked);
    const before = { liked, likesNum: current.likesNum };
    onPatch(current.id, { liked: !liked, likesNum: Math.max(0, current.likesNum + (liked ? -1 : 1)) });
    behaviours.like(current.id, !liked).then(
      (state) => {
        onPatch(current.id, { liked: state.liked, likesNum: state.likesNum });
        onDone();
      },
      (error: unknown) => {
        onPatch(current.id, before);
        setMessage({ text: errorText(error), type: 'error' });
      },
    );
  }, [loggedIn, navigate, pathname, search, request.kind, current, behaviours, onPatch, onDone]);

  if (!loggedIn) return null;
  if (message) {
    return <TimedAlert message={message.text} type={message.type} onClose={onDone} />;
  }
  if (request.kind === 'forward') {
    return (
      <ForwardDialog
        title={current.title}
        onClose={onDone}
        onForward={async (text) => {
          await behaviours.forward(current.id, text);
          onPatch(current.id, { forwardedNum: current.forwardedNum + 1 });
          setMessage({ text: '转发成功', type: 'success' });
        }}
      />
    );
  }
  if (request.kind === 'album') {
    return (
      <AlbumPickerDialog
        contentId={current.id}
        onClose={onDone}
        onAdded={(album) => setMessage({ text: `已加入相册「${album}」`, type: 'success' })}
      />
    );
  }
  return null;
}
