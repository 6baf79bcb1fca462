export {RichText} from './RichText.tsx';
export type {RichTextProps} from './RichText.tsx';
