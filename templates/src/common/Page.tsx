import type {ReactNode} from 'react';
import styles from './Page.module.css';

/** Props of {@link Page}. */
export interface PageProps {
  /** The page heading (its one h1); leave out when the content brings its own h1. @default undefined */
  title?: string;
  /** Text under the heading. @default undefined */
  lead?: ReactNode;
  /** The page's sections. */
  children?: ReactNode;
  /** Lay out children beside an aside column from md up (imprint). @default 'single' */
  layout?: 'single' | 'sidebar';
  /**
   * Content the browser renders from stored state (cart, checkout): the page keeps at least the
   * viewport's height, so the footer stays below the fold while that content settles (no layout
   * shift). @default false
   */
  fillViewport?: boolean;
}

/** The content column of a page: a readable width, the heading, then the sections. */
export function Page({title, lead, children, layout = 'single', fillViewport = false}: PageProps) {
  return (
    <div className={styles.page} data-variant={layout} data-fill={fillViewport || undefined}>
      {title !== undefined && <h1 className={styles.title}>{title}</h1>}
      {lead !== undefined && <div className={styles.lead}>{lead}</div>}
      {children}
    </div>
  );
}

/** Props of {@link Section}. */
export interface SectionProps {
  /** The section heading (h2). @default undefined */
  heading?: string;
  /** Anchor id. @default undefined */
  id?: string;
  /** Content. */
  children: ReactNode;
}

/** One section of a page, named by its h2 when it has one. */
export function Section({heading, id, children}: SectionProps) {
  return (
    <section className={styles.section} id={id}>
      {heading !== undefined && <h2 className={styles.heading}>{heading}</h2>}
      {children}
    </section>
  );
}
