import { ContentType } from '@yiying/models';
import type { RouteName } from '../../routing/routes';

/** The editor of each kind of post (a topic post is edited on 话题). */
export function editorRouteOf(
  type: ContentType,
): Extract<RouteName, 'Upload' | 'IssueVideo' | 'IssueArticle' | 'Pound'> {
  if (type === ContentType.video) return 'IssueVideo';
  if (type === ContentType.article) return 'IssueArticle';
  if (type === ContentType.pound) return 'Pound';
  return 'Upload';
}
