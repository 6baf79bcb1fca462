import {ThanksContent, takeSender} from '@schaufenster/ui';
import {useState, useSyncExternalStore} from 'react';

/** Props of the thanks island: none, the contact form hands the sender over in session storage. */
export type ThanksIslandProps = Record<string, never>;

type Sender = ReturnType<typeof takeSender>;

const NO_SENDER: Sender = {};
const subscribe = () => () => {};

/**
 * The thanks page's content (spec §2 Page contents: with or without the sender's name and
 * e-mail). Prerendered without a sender; once hydrated it takes the sender the contact form
 * handed over (read once, decision 007d), so a reload or a direct visit thanks without a name.
 */
export function ThanksIsland(_props: ThanksIslandProps) {
  // Taken on the first client snapshot and kept for this mount: the entry is gone from storage.
  const [clientSender] = useState(() => {
    let taken: Sender | undefined;
    return () => (taken ??= takeSender());
  });
  const sender = useSyncExternalStore(subscribe, clientSender, () => NO_SENDER);
  return <ThanksContent name={sender.name} email={sender.email} />;
}
