// Public face of @schaufenster/templates: one template per page kind, the page layout and the
// island slots. Each area lists its exports by name in its own block.

// --- templates ---
export type {
  ImageResolver,
  PageExtra,
  PageHead,
  PageTemplate,
  ResolvedImage,
  SiteSettings,
  TemplateResult,
} from './types.ts';
export {HomeTemplate} from './home/HomeTemplate.tsx';
export {ContactTemplate} from './contact/ContactTemplate.tsx';
export {ThanksTemplate} from './thanks/ThanksTemplate.tsx';
export {ImprintTemplate, IMPRINT_BLOCKS} from './imprint/ImprintTemplate.tsx';
export {PrivacyTemplate} from './privacy/PrivacyTemplate.tsx';
export {CategoryTemplate} from './category/CategoryTemplate.tsx';
export type {CategoryExtra} from './category/CategoryTemplate.tsx';
export {BrandTemplate, brandProductsHref} from './brand/BrandTemplate.tsx';
export type {BrandExtra} from './brand/BrandTemplate.tsx';
export {BrandsIndexTemplate} from './brands/BrandsIndexTemplate.tsx';
export {InfoTemplate} from './info/InfoTemplate.tsx';
export {ServiceTemplate} from './service/ServiceTemplate.tsx';
export {LegalPageTemplate} from './legalPage/LegalPageTemplate.tsx';
export type {LegalPageExtra} from './legalPage/LegalPageTemplate.tsx';
export {SocialMediaPrivacyTemplate} from './socialMediaPrivacy/SocialMediaPrivacyTemplate.tsx';
export {AccessibilityTemplate} from './accessibility/AccessibilityTemplate.tsx';
export {AppointmentTemplate} from './appointment/AppointmentTemplate.tsx';
export {NotFoundTemplate} from './notFound/NotFoundTemplate.tsx';
export {CATEGORY_TEMPLATE_PAGES, CATEGORY_TITLE_KEYS, isCategoryPage} from './common/pageTitles.ts';
export type {CategoryTemplatePage} from './common/pageTitles.ts';
export {brandCategory, brandHref, brandsOf, brandTexts} from './common/brands.ts';
export {
  LEGAL_PAGE_IDS,
  LEGAL_PAGE_TITLE_KEYS,
  legalOverview,
  shopLegalPages,
} from './common/legalOverview.ts';
// --- end templates ---

// --- layout ---
export {PageLayout} from './layout/PageLayout.tsx';
export type {PageLayoutProps} from './layout/PageLayout.tsx';
export {MainContent} from './layout/MainContent.tsx';
export type {MainContentProps} from './layout/MainContent.tsx';
export {LanguageLinks} from './layout/LanguageLinks.tsx';
export type {LanguageLinksProps} from './layout/LanguageLinks.tsx';
export {siteTitle} from './layout/layoutProps.ts';
export {Page, Section} from './common/Page.tsx';
export type {PageProps, SectionProps} from './common/Page.tsx';
// --- end layout ---

// --- islands ---
export {IslandRendererContext, IslandSlot} from './islands/IslandSlot.tsx';
export {IslandsInPlace} from './islands/IslandsInPlace.tsx';
export type {IslandsInPlaceProps} from './islands/IslandsInPlace.tsx';
export type {IslandRenderer, IslandSlotProps, PlacedIsland} from './islands/IslandSlot.tsx';
export {
  ISLANDS,
  ISLAND_NAMES,
  defineIsland,
  isIslandName,
  loadIslandComponents,
} from './islands/islandTable.ts';
export type {
  HydrationStrategy,
  IslandDefinition,
  IslandName,
  IslandProps,
} from './islands/islandTable.ts';
// --- end islands ---

// --- shop ---
export {ItemListTemplate} from './shop/ItemListTemplate.tsx';
export {ListPageTemplate} from './shop/ListPageTemplate.tsx';
export type {ListPageExtra} from './shop/ListPageTemplate.tsx';
export {STORE_WINDOW_LIMIT, StoreWindowTemplate} from './shop/StoreWindowTemplate.tsx';
export {ItemTemplate, itemPagePath} from './shop/ItemTemplate.tsx';
export type {ItemExtra} from './shop/ItemTemplate.tsx';
export {CartTemplate} from './shop/CartTemplate.tsx';
export {CheckoutTemplate} from './shop/CheckoutTemplate.tsx';
export {
  LIST_PAGE_SEGMENT,
  listedProducts,
  listPageCount,
  listPagePath,
  SHOP_CATALOGUE_URL,
  shopIslandConfig,
  shopIsOn,
  storeRootFor,
} from './shop/shopPages.ts';
export {plainText, productJsonLd, shortDescription} from './shop/productJsonLd.ts';
export type {ProductJsonLdInput} from './shop/productJsonLd.ts';
export type {ShopIslandConfig} from './islands/shopConfig.ts';
// --- end shop ---
