export {Footer} from './Footer.tsx';
export type {FooterProps} from './Footer.tsx';
