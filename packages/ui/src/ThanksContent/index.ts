export {ThanksContent} from './ThanksContent.tsx';
export type {ThanksContentProps} from './ThanksContent.tsx';
