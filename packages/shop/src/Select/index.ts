export {Select} from './Select.tsx';
export type {SelectOption} from './Select.tsx';
