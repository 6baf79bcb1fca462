export {NotFound} from './NotFound.tsx';
export type {NotFoundHeadingLevel, NotFoundProps} from './NotFound.tsx';
