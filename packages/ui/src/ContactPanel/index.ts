export {ContactPanel} from './ContactPanel.tsx';
export type {ContactPanelHeadingLevel, ContactPanelProps} from './ContactPanel.tsx';
export {
  GOOGLE_MAPS_ROUTE_URL,
  GOOGLE_MAPS_SEARCH_URL,
  addressQuery,
  mapsRouteUrl,
  mapsSearchUrl,
} from './mapsUrls.ts';
export type {MapsAddress} from './mapsUrls.ts';
