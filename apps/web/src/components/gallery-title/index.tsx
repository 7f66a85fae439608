import styled from '@emotion/styled';
import type { GalleryItem } from '@yiying/models';
import { AuthorBadgeMark } from '../user-avatar';

/**
 * The title takes up to two lines, then an ellipsis, with the badge beside it; on a tile too narrow for about six
 * characters beside the badge (a portrait in a justified row) the badge moves under the title, so a title never
 * shows two characters and an ellipsis.
 */
const Row = styled.span(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  columnGap: theme.spacing.xs,
  rowGap: 2,
  minWidth: 0,
  maxWidth: '100%',
  '.text': {
    flex: '1 1 6em',
    minWidth: 0,
    overflow: 'hidden',
    display: '-webkit-box',
    whiteSpace: 'normal',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    wordBreak: 'break-word',
  },
  '.text + *': { flex: 'none' },
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
