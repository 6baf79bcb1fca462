export {WithdrawalForm} from './WithdrawalForm.tsx';
export type {WithdrawalFormProps} from './WithdrawalForm.tsx';
