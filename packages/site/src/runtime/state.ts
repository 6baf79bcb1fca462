// Flags the router and the service-worker registration share (spec §4 Service worker).

/** The runtime's shared flags for this page load. */
export interface RuntimeState {
  /** A service-worker update installed while a controller existed: the next navigation reloads. */
  updated: boolean;
  /** Some code or page data failed to load: an update of the service worker reloads the page. */
  resourcesFailed: boolean;
}

/** This page load's flags. */
export const runtimeState: RuntimeState = {updated: false, resourcesFailed: false};
