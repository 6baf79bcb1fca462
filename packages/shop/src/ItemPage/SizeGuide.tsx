import {useId} from 'react';
import type {SizeGuide as SizeGuideData} from '@schaufenster/core';
import {useLanguage, useMessages} from '@schaufenster/ui';
import {localName, sizeGuideRows} from './itemTexts.ts';
import styles from './ItemPage.module.css';

/** Props of {@link SizeGuide}. */
export interface SizeGuideProps {
  /** The product's size guide (spec §3 size_guide: display_name, table). */
  guide: SizeGuideData;
}

/**
 * The size guide as a table: the first row is the header, the first cell of each row names it.
 * The table scrolls sideways on narrow screens; its region is focusable so keyboards can scroll.
 */
export function SizeGuide({guide}: SizeGuideProps) {
  const t = useMessages();
  const {lang, available} = useLanguage();
  const headingId = useId();
  const rows = sizeGuideRows(guide.table);
  if (rows === null) return null;
  const title = localName(guide, lang, available) || t('itemPageSizeGuide');
  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable region */}
      <div className={styles.tableScroll} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              {rows.head.map((cell, index) => (
                <th key={index} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.body.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
