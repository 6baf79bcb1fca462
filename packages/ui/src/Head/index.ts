export {HeadTags} from './HeadTags.tsx';
export type {HeadTagsProps} from './HeadTags.tsx';
