import {ThanksContent, senderFromSearch} from '@schaufenster/ui';
import {useSyncExternalStore} from 'react';

/** Props of the thanks island: none, the sender comes from the query string. */
export type ThanksIslandProps = Record<string, never>;

const subscribe = () => () => {};

/**
 * The thanks page's content (spec §2 Page contents: with or without the sender's name and
 * e-mail). Prerendered without a sender; after hydration it reads `?name=…&email=…`.
 */
export function ThanksIsland(_props: ThanksIslandProps) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const sender = senderFromSearch(search);
  return <ThanksContent name={sender.name} email={sender.email} />;
}
