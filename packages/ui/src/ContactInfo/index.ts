export {ContactInfo} from './ContactInfo.tsx';
