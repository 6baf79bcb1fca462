export {CartWidget} from './CartWidget.tsx';
export type {CartWidgetProps} from './CartWidget.tsx';
