import type {Product} from '@schaufenster/core';
import {useLanguage, useMessages} from '@schaufenster/ui';
import {attributeRows} from './itemTexts.ts';
import styles from './ItemPage.module.css';

/** Props of {@link ItemAttributes}. */
export interface ItemAttributesProps {
  /** The loaded product. */
  details: Product;
}

/** The product's attributes as a description list (group: values) and its tags (spec §2, §3). */
export function ItemAttributes({details}: ItemAttributesProps) {
  const t = useMessages();
  const {lang, available} = useLanguage();
  const rows = attributeRows(details, lang, available);
  return (
    <>
      {rows.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionHeading}>{t('itemPageAttributes')}</h2>
          <dl className={styles.attributes}>
            {rows.map((row) => (
              <div key={row.key} className={styles.attribute}>
                <dt className={styles.attributeGroup}>{row.group}</dt>
                <dd className={styles.attributeValues}>{row.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {details.tags.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionHeading}>{t('itemPageTags')}</h2>
          <ul className={styles.tags}>
            {details.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
