export {ContactContent} from './ContactContent.tsx';
