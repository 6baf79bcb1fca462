export {ClockWidget} from './ClockWidget.tsx';
export type {ClockWidgetProps} from './ClockWidget.tsx';
export {isClockShown} from './clockVisibility.ts';
