export {ThanksContent} from './ThanksContent.tsx';
