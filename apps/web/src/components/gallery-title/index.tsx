import styled from '@emotion/styled';
import type { GalleryItem } from '@yiying/models';
import { AuthorBadgeMark } from '../user-avatar';

// The title text gives way to the badge: it is cut with an ellipsis, the badge always shows whole.
const Row = styled.span(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  maxWidth: '100%',
  '.text': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '.text + *': { flex: 'none' },
  // Phones: a tile's title takes up to two lines instead of two characters and an ellipsis, and on a tile too
  // narrow for about six characters beside the badge, the badge moves under the title.
  [theme.mq.down.sm]: {
    alignItems: 'flex-start',
    flexWrap: 'wrap',
    columnGap: theme.spacing.xs,
    rowGap: 2,
    '.text': {
      flex: '1 1 6em',
      display: '-webkit-box',
      whiteSpace: 'normal',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      wordBreak: 'break-word',
    },
  },
}));

/** Gallery tile title followed by the author's 医生 / 医学生 mark. */
export function renderGalleryTitle(item: GalleryItem) {
  return (
    <Row>
      <span className="text">{item.title}</span>
      <AuthorBadgeMark type={item.user.type} />
    </Row>
  );
}
