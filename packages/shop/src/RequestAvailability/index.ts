export {RequestAvailability} from './RequestAvailability.tsx';
