export {PhoneDisplay} from './PhoneDisplay.tsx';
export type {PhoneCountry, PhoneDisplayProps} from './PhoneDisplay.tsx';
