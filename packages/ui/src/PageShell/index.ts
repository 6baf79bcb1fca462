export {MAIN_ID, PageShell} from './PageShell.tsx';
export type {PageShellProps} from './PageShell.tsx';
