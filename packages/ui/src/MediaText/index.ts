export {MediaText} from './MediaText.tsx';
