export {Link} from './Link.tsx';
