export {CheckoutPage} from './CheckoutPage.tsx';
export type {CheckoutPageProps} from './CheckoutPage.tsx';
export {
  FORM_STEPS,
  TRANSITIONS,
  flowReducer,
  initialFlow,
  isFormStep,
  transition,
} from './checkoutFlow.ts';
export type {
  CheckoutStep,
  FlowError,
  FlowEvent,
  FlowEventType,
  FlowState,
  FormStep,
} from './checkoutFlow.ts';
