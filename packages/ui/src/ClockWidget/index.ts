export {ClockWidget} from './ClockWidget.tsx';
export type {ClockWidgetProps} from './ClockWidget.tsx';
export {
  CLOCK_COLOUR,
  CLOCK_GLOBAL,
  loadClock,
  loadScriptOnce,
  readClockApi,
} from './clockLoader.ts';
export type {ClockApi, ClockMountOptions, LoadClockOptions} from './clockLoader.ts';
export {clockLinkPath, isClockHiddenOn, isClockShown} from './clockVisibility.ts';
