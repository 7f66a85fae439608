import type { ReactElement, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

// Every icon is a call of `make`; the PURE marks let bundlers drop the icons a page does not use.
function make(paths: string[], displayName: string) {
  function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** Decorative icons (hidden from assistive technology; give the button an accessible name). */
export const ChevronLeftIcon = /* @__PURE__ */ make(['M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z'], 'ChevronLeftIcon');
export const ChevronRightIcon = /* @__PURE__ */ make(['M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'], 'ChevronRightIcon');
export const CloseIcon = /* @__PURE__ */ make(
  ['M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z'],
  'CloseIcon',
);
export const PlusIcon = /* @__PURE__ */ make(['M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z'], 'PlusIcon');
export const MenuIcon = /* @__PURE__ */ make(['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'], 'MenuIcon');
export const HeartIcon = /* @__PURE__ */ make(
  [
    'M12 21.35 10.55 20C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z',
  ],
  'HeartIcon',
);
export const ShareIcon = /* @__PURE__ */ make(
  [
    'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11A2.99 2.99 0 0 0 21 5a3 3 0 1 0-5.91.7L8.04 9.81A3 3 0 1 0 6 15c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65A2.92 2.92 0 1 0 18 16.08',
  ],
  'ShareIcon',
);
export const AlbumIcon = /* @__PURE__ */ make(
  [
    'M22 16V4c0-1.1-.9-2-2-2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2m-11-4 2.03 2.71L16 11l4 5H8zM2 6v14c0 1.1.9 2 2 2h14v-2H4V6z',
  ],
  'AlbumIcon',
);
export const CommentIcon = /* @__PURE__ */ make(
  ['M21.99 4c0-1.1-.89-2-1.99-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h14l4 4zM18 14H6v-2h12zm0-3H6V9h12zm0-3H6V6h12z'],
  'CommentIcon',
);
export const PhoneIcon = /* @__PURE__ */ make(
  [
    'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1C10.61 21 3 13.39 3 4c0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z',
  ],
  'PhoneIcon',
);
export const MailIcon = /* @__PURE__ */ make(
  ['M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z'],
  'MailIcon',
);
export const LocationIcon = /* @__PURE__ */ make(
  ['M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5a2.5 2.5 0 0 1 0-5 2.5 2.5 0 0 1 0 5'],
  'LocationIcon',
);
export const CheckIcon = /* @__PURE__ */ make(['M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z'], 'CheckIcon');
export const InfoIcon = /* @__PURE__ */ make(
  ['M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-6h2zm0-8h-2V7h2z'],
  'InfoIcon',
);
export const ImageIcon = /* @__PURE__ */ make(
  ['M21 19V5c0-1.1-.9-2-2-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2M8.5 13.5l2.5 3.01L14.5 12l4.5 6H5z'],
  'ImageIcon',
);
export const FileIcon = /* @__PURE__ */ make(
  [
    'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z',
  ],
  'FileIcon',
);
export const EyeIcon = /* @__PURE__ */ make(
  [
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  ],
  'EyeIcon',
);
export const DeleteIcon = /* @__PURE__ */ make(
  ['M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z'],
  'DeleteIcon',
);
export const UploadIcon = /* @__PURE__ */ make(['M9 16h6v-6h4l-7-7-7 7h4zm-4 2h14v2H5z'], 'UploadIcon');
export const StarIcon = /* @__PURE__ */ make(
  ['M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z'],
  'StarIcon',
);
export const HomeIcon = /* @__PURE__ */ make(['M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z'], 'HomeIcon');
export const SearchIcon = /* @__PURE__ */ make(
  [
    'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
  ],
  'SearchIcon',
);
export const UserIcon = /* @__PURE__ */ make(
  ['M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4'],
  'UserIcon',
);
export const BellIcon = /* @__PURE__ */ make(
  [
    'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
  ],
  'BellIcon',
);
export const QrCodeIcon = /* @__PURE__ */ make(
  [
    'M3 11h8V3H3zm2-6h4v4H5zM3 21h8v-8H3zm2-6h4v4H5zM13 3v8h8V3zm6 6h-4V5h4zm0 10h2v2h-2zm-6-6h2v2h-2zm2 2h2v2h-2zm-2 2h2v2h-2zm2 2h2v2h-2zm2-2h2v2h-2zm0-4h2v2h-2zm2 2h2v2h-2z',
  ],
  'QrCodeIcon',
);

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
