export {ContactInfo} from './ContactInfo.tsx';
export type {ContactInfoProps} from './ContactInfo.tsx';
