// The status badge of a component's docs page (decision 047): "stable" or "beta", the same word the
// page's Meta tag carries. A Storybook doc block, not kit UI: English, no message catalogue.
import styles from './Status.module.css';

/** What a component's status promises a designer. */
const STATUSES = {
  stable: 'Stable: in use on the fixture sites, covered by story, a11y and visual tests.',
  beta: 'Beta: works and is tested, but its props or look may still change.',
} as const;

/** A component's status. */
type Status = keyof typeof STATUSES;

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** The component's status. */
  status: Status;
}

/** A small badge with the status word and, beside it, what the status means. */
export function StatusBadge({status}: StatusBadgeProps) {
  return (
    <p className={styles.line}>
      <strong className={styles.badge} data-status={status}>
        {status}
      </strong>{' '}
      {STATUSES[status]}
    </p>
  );
}
