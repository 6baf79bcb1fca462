export {Icon} from './Icon.tsx';
