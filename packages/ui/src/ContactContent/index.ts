export {ContactContent} from './ContactContent.tsx';
export type {ContactContentProps} from './ContactContent.tsx';
