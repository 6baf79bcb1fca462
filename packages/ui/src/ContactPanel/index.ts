export {ContactPanel} from './ContactPanel.tsx';
export {mapsRouteUrl} from './mapsUrls.ts';
