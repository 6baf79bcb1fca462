export {Hero} from './Hero.tsx';
