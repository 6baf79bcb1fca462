// Hand-drawn 24×24 icon paths (stroke-based), written for Schaufenster.

/** Names of the kit's icons. */
export const ICON_NAMES = [
  'menu',
  'close',
  'phone',
  'mail',
  'external',
  'cart',
  'pin',
  'clock',
  'chevronDown',
  'instagram',
  'facebook',
  'googleplus',
  'link',
] as const;

/** One of the kit's icons. */
export type IconName = (typeof ICON_NAMES)[number];

/** SVG path data per icon, drawn with `stroke="currentColor"`. */
export const ICON_PATHS: Record<IconName, string> = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  phone:
    'M6.5 3.5l3 .5 1 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1 .5 3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z',
  mail: 'M3.5 6h17v12h-17zM3.5 6l8.5 7 8.5-7',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  cart: 'M3 4h2.5l2 11h11l2-8H7M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-.01',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  chevronDown: 'M6 9l6 6 6-6',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17.5 6.5v.01',
  facebook: 'M14 21v-8h3l.5-3.5H14V7.5c0-1 .5-1.5 1.5-1.5H18V3h-3a4 4 0 0 0-4 4v2.5H8V13h3v8',
  googleplus: 'M9 11v2.5h3.5A4 4 0 1 1 11 8.2M9 11h6a6 6 0 1 1-1.8-4.3M18 9v6M15 12h6',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
};
