export {Icon} from './Icon.tsx';
export {ICON_NAMES} from './icons.ts';
export type {IconProps} from './Icon.tsx';
export type {IconName} from './icons.ts';
