import {useId, useRef, type Dispatch} from 'react';
import {Button, CheckboxGroup, Form, Input, Label, NumberField} from 'react-aria-components';
import {formatPrice, pickTranslation, type Id, type Taxon} from '@schaufenster/core';
import {CheckboxControl, useLanguage, useMessages} from '@schaufenster/ui';
import {
  hasFilters,
  parseId,
  type ShopContextAction,
  type ShopFilters,
} from '../shopContext/index.ts';
import {Select, type SelectOption} from '../Select/index.ts';
import type {AttributeFilterGroup} from './itemListModel.ts';
import styles from './ItemListFilters.module.css';

/** Props of {@link ItemListFilters}. */
export interface ItemListFiltersProps {
  /** The current filters. */
  filters: ShopFilters;
  /** Sends filter changes to the shop context. */
  dispatch: Dispatch<ShopContextAction>;
  /** Categories to offer; null hides the filter (settings category_filter off). */
  categories: readonly Taxon[] | null;
  /** Manufacturers to offer; null hides the filter. */
  manufacturers: readonly Taxon[] | null;
  /** Subcategories to offer; null hides the filter. */
  subcategories: readonly Taxon[] | null;
  /** Lowest and highest price of the products the other filters match; null hides the fields. */
  priceRange: {min: number; max: number} | null;
  /** Attribute groups offered as checkbox groups. */
  attributeGroups: readonly AttributeFilterGroup[];
}

// Same-id test as the CMS: `1` equals `"1"`.
const keyOf = (id: Id | null): string => (id === null ? '' : String(id));

/**
 * The item list's filters (spec §2 Item-list page): category, manufacturer and subcategory
 * selects, the price range and attribute checkboxes, plus "reset filters" while any is set.
 * Every change goes straight to the shop context; nothing waits for a submit.
 */
export function ItemListFilters({
  filters,
  dispatch,
  categories,
  manufacturers,
  subcategories,
  priceRange,
  attributeGroups,
}: ItemListFiltersProps) {
  const t = useMessages();
  const {lang, available} = useLanguage();
  const priceHintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const collator = new Intl.Collator(lang);

  const taxonOptions = (taxa: readonly Taxon[]): SelectOption[] => [
    {key: '', label: t('itemListFilterAll')},
    ...taxa
      .map((taxon) => ({
        key: keyOf(taxon.id),
        label:
          pickTranslation(taxon.translations, lang, available, 'filter option')?.display_name ??
          taxon.display_name,
      }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  ];

  const setPrice = (bound: 'priceMin' | 'priceMax', value: number) => {
    const price = Number.isNaN(value) ? null : value;
    dispatch({
      type: 'priceRangeChange',
      priceMin: bound === 'priceMin' ? price : filters.priceMin,
      priceMax: bound === 'priceMax' ? price : filters.priceMax,
    });
  };

  const setGroup = (group: AttributeFilterGroup, keys: string[]) => {
    const inGroup = new Set(group.values.map((value) => String(value.id)));
    const others = filters.attributes.filter((id) => !inGroup.has(String(id)));
    const chosen = group.values.filter((value) => keys.includes(String(value.id)));
    dispatch({type: 'attributesChange', attributes: [...others, ...chosen.map(({id}) => id)]});
  };

  const currency = {style: 'currency', currency: 'EUR'} as const;

  return (
    <Form
      ref={formRef}
      className={styles.filters}
      role="search"
      aria-label={t('itemListFiltersLabel')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.selects}>
        {categories ? (
          <Select
            label={t('itemListFilterCategory')}
            options={taxonOptions(categories)}
            selectedKey={keyOf(filters.category)}
            onSelectionChange={(key) => dispatch({type: 'categoryChange', category: parseId(key)})}
          />
        ) : null}
        {subcategories ? (
          <Select
            label={t('itemListFilterSubcategory')}
            options={taxonOptions(subcategories)}
            selectedKey={keyOf(filters.subcategory)}
            onSelectionChange={(key) =>
              dispatch({type: 'subcategoryChange', subcategory: parseId(key)})
            }
          />
        ) : null}
        {manufacturers ? (
          <Select
            label={t('itemListFilterManufacturer')}
            options={taxonOptions(manufacturers)}
            selectedKey={keyOf(filters.manufacturer)}
            onSelectionChange={(key) =>
              dispatch({type: 'manufacturerChange', manufacturer: parseId(key)})
            }
          />
        ) : null}
      </div>

      {priceRange ? (
        <fieldset className={styles.group} aria-describedby={priceHintId}>
          <legend className={styles.legend}>{t('itemListFilterPriceRange')}</legend>
          <div className={styles.prices}>
            <NumberField
              className={styles.field}
              value={filters.priceMin ?? Number.NaN}
              onChange={(value) => setPrice('priceMin', value)}
              minValue={0}
              formatOptions={currency}
            >
              <Label className={styles.fieldLabel}>{t('itemListPriceMin')}</Label>
              <Input className={styles.input} placeholder={formatPrice(priceRange.min, lang)} />
            </NumberField>
            <NumberField
              className={styles.field}
              value={filters.priceMax ?? Number.NaN}
              onChange={(value) => setPrice('priceMax', value)}
              minValue={filters.priceMin ?? 0}
              formatOptions={currency}
            >
              <Label className={styles.fieldLabel}>{t('itemListPriceMax')}</Label>
              <Input className={styles.input} placeholder={formatPrice(priceRange.max, lang)} />
            </NumberField>
          </div>
          <p id={priceHintId} className={styles.hint}>
            {t('itemListPriceAvailable', {
              min: formatPrice(priceRange.min, lang),
              max: formatPrice(priceRange.max, lang),
            })}
          </p>
        </fieldset>
      ) : null}

      {attributeGroups.map((entry) => (
        <CheckboxGroup
          key={String(entry.group.id)}
          className={styles.group}
          value={entry.values
            .filter((value) => filters.attributes.some((id) => String(id) === String(value.id)))
            .map((value) => String(value.id))}
          onChange={(keys) => setGroup(entry, keys)}
        >
          <Label className={styles.legend}>
            {pickTranslation(entry.group.translations, lang, available, 'attribute group')
              ?.display_name ?? entry.group.display_name}
          </Label>
          <div className={styles.checkboxes}>
            {entry.values.map((value) => (
              <CheckboxControl key={String(value.id)} value={String(value.id)}>
                {pickTranslation(value.translations, lang, available, 'attribute')?.display_value ??
                  value.display_value}
              </CheckboxControl>
            ))}
          </div>
        </CheckboxGroup>
      ))}

      {hasFilters(filters) ? (
        <Button
          className={styles.reset}
          onPress={() => {
            dispatch({type: 'filtersReset'});
            // The button goes away with the filters: keep focus in the form, on its first field.
            formRef.current?.querySelector<HTMLElement>('[role="combobox"], input')?.focus();
          }}
        >
          {t('itemListFilterReset')}
        </Button>
      ) : null}
    </Form>
  );
}
