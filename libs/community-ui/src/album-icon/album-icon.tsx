import { AlbumIcon as AlbumGlyph } from '@yiying/widgets';
import { CountButton } from '../like-icon';

export interface AlbumIconProps {
  /** Whether the item is already in one of the user's albums. */
  added?: boolean;
  label?: string;
  disabled?: boolean;
  onClick?(): void;
}

/** Button that adds an item to an album (accessible name 加入相册). */
export function AlbumIcon({ added = false, label = '加入相册', disabled, onClick }: AlbumIconProps) {
  return (
    <CountButton
      type="button"
      active={added}
      aria-label={label}
      aria-pressed={added}
      disabled={disabled}
      onClick={onClick}
    >
      <AlbumGlyph size={18} />
    </CountButton>
  );
}
