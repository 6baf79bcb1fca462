export {CartWidget} from './CartWidget.tsx';
