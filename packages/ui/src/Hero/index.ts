export {Hero} from './Hero.tsx';
export type {HeroLink, HeroProps} from './Hero.tsx';
