import styles from './Wordmark.module.css';

/** Props of {@link Wordmark}. */
export interface WordmarkProps {
  /** The name to letter (a brand's or manufacturer's); null or '' leaves a neutral tint. */
  name: string | null;
  /**
   * Class for the layout around it. Its shape comes from `--sf-wordmark-ratio` (default 3 / 2,
   * the brand cards' pictures), so a context sets the ratio of the pictures it stands in for.
   * @default undefined
   */
  className?: string;
}

/**
 * A name lettered in the picture's place, for a brand or a product without a picture: every card
 * keeps the shape of its siblings, and the column a picture would fill is not left empty. Without
 * a name it is a neutral tint of the same shape. Hidden from screen readers: the heading beside it
 * says the name.
 */
export function Wordmark({name, className}: WordmarkProps) {
  const hasName = name !== null && name !== '';
  return (
    <span
      className={className ? `${styles.wordmark} ${className}` : styles.wordmark}
      data-neutral={hasName ? undefined : ''}
      aria-hidden="true"
    >
      {hasName ? name : null}
    </span>
  );
}
