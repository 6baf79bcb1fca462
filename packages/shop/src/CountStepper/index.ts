export {CountStepper} from './CountStepper.tsx';
