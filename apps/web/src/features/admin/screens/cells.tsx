import type { UserBrief } from '@yiying/models';
import { Link } from '../../../routing/link';

/** A member in a cell: name, linking to their homepage. */
export function MemberCell({ user }: { user: UserBrief | null | undefined }) {
  if (!user) return <>–</>;
  return (
    <Link to={`/user/homepage?userId=${encodeURIComponent(user.userId)}`} target="_blank" rel="noreferrer">
      {user.username}
    </Link>
  );
}

/** A post in a cell: its title, opening the post in a new tab. */
export function PostCell({ contentId, title }: { contentId: string; title: string }) {
  return (
    <Link to={`/hot/detail?contentId=${encodeURIComponent(contentId)}`} target="_blank" rel="noreferrer">
      {title || '（无标题）'}
    </Link>
  );
}

/** A small picture in a cell, opening the full one. */
export function ImageCell({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) return <>–</>;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={alt} style={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 4 }} />
    </a>
  );
}
