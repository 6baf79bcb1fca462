export {RichText} from './RichText.tsx';
