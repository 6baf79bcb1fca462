export {OpeningHours} from './OpeningHours.tsx';
