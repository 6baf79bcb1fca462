export {CompanyAddress} from './CompanyAddress.tsx';
