// Google Maps URLs (https://developers.google.com/maps/documentation/urls): no API key needed.

/** Start of a Google Maps route to a destination (spec §2 contact panel). */
const GOOGLE_MAPS_ROUTE_URL = 'https://www.google.com/maps/dir/?api=1';
/** Start of a Google Maps search showing a place on the map. */
const GOOGLE_MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1';

/** Parts of a postal address: street with house number, postcode, city. */
export interface MapsAddress {
  /** Street and house number, "Goethestraße 12". */
  street?: string | null;
  /** Postcode, "60313". */
  zip?: string | null;
  /** City, "Frankfurt am Main". */
  city?: string | null;
}

/** "Goethestraße 12, 60313 Frankfurt am Main"; '' when every part is empty. */
export function addressQuery({street, zip, city}: MapsAddress): string {
  const place = [zip, city].map(clean).filter(Boolean).join(' ');
  return [clean(street), place].filter(Boolean).join(', ');
}

/** A Google Maps route to the address ("Mit Google Maps navigieren"), or null without one. */
export function mapsRouteUrl(address: MapsAddress): string | null {
  const query = addressQuery(address);
  return query ? `${GOOGLE_MAPS_ROUTE_URL}&destination=${encodeURIComponent(query)}` : null;
}

/** A Google Maps page showing the address, or null without one. */
export function mapsSearchUrl(address: MapsAddress): string | null {
  const query = addressQuery(address);
  return query ? `${GOOGLE_MAPS_SEARCH_URL}&query=${encodeURIComponent(query)}` : null;
}

function clean(text: string | null | undefined): string {
  return typeof text === 'string' ? text.trim() : '';
}
