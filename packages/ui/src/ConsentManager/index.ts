export {ConsentManager} from './ConsentManager.tsx';
export type {ConsentManagerProps} from './ConsentManager.tsx';
