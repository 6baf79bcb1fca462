export {PageShell} from './PageShell.tsx';
