import type {Brand} from '@schaufenster/core';
import {Link, RichText, useLanguage} from '@schaufenster/ui';
import {brandHref, brandTexts} from './brands.ts';
import styles from './BrandList.module.css';

/** Props of {@link BrandList}. */
export interface BrandListProps {
  /** The brands to list, in content order. */
  brands: readonly Brand[];
  /** Level of each brand's name heading. @default 3 */
  headingLevel?: 2 | 3;
  /** Show each brand's description. @default true */
  showDescription?: boolean;
}

/** Brands as cards linking to their brand pages (spec §2: brand pages under their category). */
export function BrandList({brands, headingLevel = 3, showDescription = true}: BrandListProps) {
  const {lang, available} = useLanguage();
  const Heading = `h${headingLevel}` as const;
  if (brands.length === 0) return null;
  return (
    <ul className={styles.list}>
      {brands.map((brand) => {
        const href = brandHref(brand, lang);
        const {title, description} = brandTexts(brand, lang, available);
        return (
          <li key={brand.id} className={styles.brand}>
            <Heading className={styles.name}>
              {href === null ? title : <Link to={href}>{title}</Link>}
            </Heading>
            {showDescription && <RichText html={description} headingAnchors={false} />}
          </li>
        );
      })}
    </ul>
  );
}
