import type { ReactElement } from 'react';
import type { IconProps } from './make-icon';
import { ChevronLeftIcon } from './chevron-left';
import { ChevronRightIcon } from './chevron-right';
import { CloseIcon } from './close';
import { PlusIcon } from './plus';
import { MenuIcon } from './menu';
import { HeartIcon } from './heart';
import { ShareIcon } from './share';
import { AlbumIcon } from './album';
import { CommentIcon } from './comment';
import { PhoneIcon } from './phone';
import { MailIcon } from './mail';
import { LocationIcon } from './location';
import { CheckIcon } from './check';
import { InfoIcon } from './info';
import { ImageIcon } from './image';
import { FileIcon } from './file';
import { EyeIcon } from './eye';
import { DeleteIcon } from './delete';
import { UploadIcon } from './upload';
import { StarIcon } from './star';
import { HomeIcon } from './home';
import { FlameIcon } from './flame';
import { SearchIcon } from './search';
import { UserIcon } from './user';
import { BellIcon } from './bell';
import { QrCodeIcon } from './qr-code';

/** Icons by name, so data-driven widgets (feature blocks, speed dial) can refer to them by string. */
export const ICONS = {
  'chevron-left': ChevronLeftIcon,
  'chevron-right': ChevronRightIcon,
  close: CloseIcon,
  plus: PlusIcon,
  menu: MenuIcon,
  heart: HeartIcon,
  share: ShareIcon,
  album: AlbumIcon,
  comment: CommentIcon,
  phone: PhoneIcon,
  mail: MailIcon,
  location: LocationIcon,
  check: CheckIcon,
  info: InfoIcon,
  image: ImageIcon,
  file: FileIcon,
  eye: EyeIcon,
  delete: DeleteIcon,
  upload: UploadIcon,
  star: StarIcon,
  home: HomeIcon,
  flame: FlameIcon,
  search: SearchIcon,
  user: UserIcon,
  bell: BellIcon,
  qrcode: QrCodeIcon,
} as const;
export type IconName = keyof typeof ICONS;

/** Renders an icon by name; unknown names render nothing. */
export function NamedIcon({ name, ...rest }: IconProps & { name: IconName | string }) {
  const Icon = (ICONS as Record<string, (p: IconProps) => ReactElement>)[name];
  return Icon ? <Icon {...rest} /> : null;
}
