export {MediaText} from './MediaText.tsx';
export type {MediaTextProps} from './MediaText.tsx';
