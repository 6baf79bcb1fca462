export {WithdrawalForm} from './WithdrawalForm.tsx';
