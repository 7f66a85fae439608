import type { GalleryItem } from '@yiying/models';
import { AuthorBadgeMark } from '../user-avatar';

/** Gallery tile title followed by the author's 医生 / 医学生 mark. */
export function renderGalleryTitle(item: GalleryItem) {
  return (
    <>
      {item.title}
      <AuthorBadgeMark type={item.user.type} />
    </>
  );
}
