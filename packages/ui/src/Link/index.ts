export {Link} from './Link.tsx';
export {LinkText} from './LinkText.tsx';
