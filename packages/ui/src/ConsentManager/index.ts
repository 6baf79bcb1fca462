export {ConsentManager} from './ConsentManager.tsx';
