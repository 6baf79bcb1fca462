export {CompanyAddress} from './CompanyAddress.tsx';
export type {CompanyAddressProps} from './CompanyAddress.tsx';
