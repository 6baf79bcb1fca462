export {RequestAvailability} from './RequestAvailability.tsx';
export {RequestForm} from './RequestForm.tsx';
export {
  defaultRequestMessage,
  requestEmailError,
  requestMessageError,
  requestNameError,
  requestPayload,
  requestPrivacyError,
} from './requestFormRules.ts';
export type {RequestAvailabilityProps} from './RequestAvailability.tsx';
export type {RequestFormProps} from './RequestForm.tsx';
export type {RequestFormValues, RequestProduct, RequestVariant} from './requestFormRules.ts';
