// Public face of @schaufenster/templates: one template per page kind, the page layout and the
// island slots. Each area lists its exports by name in its own block.

// --- templates ---
export type {
  CheckoutPayments,
  ImageResolver,
  PageExtra,
  ResolvedImage,
  SiteSettings,
  TemplateResult,
} from './types.ts';
export {HomeTemplate} from './home/HomeTemplate.tsx';
export {ContactTemplate} from './contact/ContactTemplate.tsx';
export {ThanksTemplate} from './thanks/ThanksTemplate.tsx';
export {ImprintTemplate} from './imprint/ImprintTemplate.tsx';
export {PrivacyTemplate} from './privacy/PrivacyTemplate.tsx';
export {CategoryTemplate} from './category/CategoryTemplate.tsx';
export {BrandTemplate} from './brand/BrandTemplate.tsx';
export {BrandsIndexTemplate} from './brands/BrandsIndexTemplate.tsx';
export {InfoTemplate} from './info/InfoTemplate.tsx';
export {ServiceTemplate} from './service/ServiceTemplate.tsx';
export {LegalPageTemplate} from './legalPage/LegalPageTemplate.tsx';
export {SocialMediaPrivacyTemplate} from './socialMediaPrivacy/SocialMediaPrivacyTemplate.tsx';
export {AccessibilityTemplate} from './accessibility/AccessibilityTemplate.tsx';
export {AppointmentTemplate} from './appointment/AppointmentTemplate.tsx';
export {NotFoundTemplate} from './notFound/NotFoundTemplate.tsx';
export {WithdrawalFormTemplate} from './withdrawalForm/WithdrawalFormTemplate.tsx';
export {NewsletterConfirmTemplate} from './newsletterConfirm/NewsletterConfirmTemplate.tsx';
export {NewsletterUnsubscribeTemplate} from './newsletterUnsubscribe/NewsletterUnsubscribeTemplate.tsx';
export {CATEGORY_TEMPLATE_PAGES} from './common/pageTitles.ts';
export type {CategoryTemplatePage} from './common/pageTitles.ts';
export {brandCategory} from './common/brands.ts';
export {categoryHasContent} from './common/categoryContent.ts';
export {LEGAL_PAGE_IDS, shopLegalPages} from './common/legalOverview.ts';
// --- end templates ---

// --- layout ---
export {PageLayout} from './layout/PageLayout.tsx';
export {MainContent} from './layout/MainContent.tsx';
export {LanguageLinks} from './layout/LanguageLinks.tsx';
// --- end layout ---

// --- islands ---
export {IslandRendererContext} from './islands/IslandSlot.tsx';
export {IslandsInPlace} from './islands/IslandsInPlace.tsx';
export type {IslandRenderer, PlacedIsland} from './islands/IslandSlot.tsx';
export {loadIslandComponents} from './islands/islandTable.ts';
export type {IslandName} from './islands/islandTable.ts';
// --- end islands ---

// --- shop ---
export {ItemListTemplate, catalogPriceRange, itemListData} from './shop/ItemListTemplate.tsx';
export {ListPageTemplate} from './shop/ListPageTemplate.tsx';
export {StoreWindowTemplate} from './shop/StoreWindowTemplate.tsx';
export {ItemTemplate, itemPagePath} from './shop/ItemTemplate.tsx';
export {CartTemplate} from './shop/CartTemplate.tsx';
export {CheckoutTemplate} from './shop/CheckoutTemplate.tsx';
export {
  listedProducts,
  listPage,
  listPageCount,
  listPagePath,
  shopIslandConfig,
  shopIsOn,
  storeRootFor,
} from './shop/shopPages.ts';
// --- end shop ---
