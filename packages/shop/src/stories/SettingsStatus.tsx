// Story-only (never exported from the package index): makes each settings state visible, so a
// story can wait for the settings before checking what the islands show.
import {useShopSettings} from '../settings/useShopSettings.ts';

/** Prints what `useShopSettings()` returns: `useShopSettings() → error: Could not load settings`. */
export function SettingsStatus() {
  const settings = useShopSettings();
  const detail = settings.status === 'error' ? `: ${settings.message}` : '';
  return <p>{`useShopSettings() → ${settings.status}${detail}`}</p>;
}
