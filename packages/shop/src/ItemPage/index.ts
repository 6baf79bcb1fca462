export {DEFAULT_IMAGE_BASE, ItemPage} from './ItemPage.tsx';
export type {ItemPageProps, ItemSlot, ItemSlotContext} from './ItemPage.tsx';
export {PurchaseBox} from './PurchaseBox.tsx';
export type {PurchaseBoxProps} from './PurchaseBox.tsx';
export {
  attributeRows,
  imageUrl,
  localName,
  localValue,
  priceDisplay,
  referenceNumber,
  sizeGuideRows,
} from './itemTexts.ts';
export type {AttributeRow, PriceDisplay} from './itemTexts.ts';
