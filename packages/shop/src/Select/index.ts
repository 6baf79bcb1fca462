export {Select} from './Select.tsx';
export type {SelectOption, SelectProps} from './Select.tsx';
export {selectStatusMessage} from './selectStatus.ts';
export type {SelectSnapshot, StatusMessage} from './selectStatus.ts';
