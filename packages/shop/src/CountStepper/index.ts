export {CountStepper, type CountStepperProps} from './CountStepper.tsx';
