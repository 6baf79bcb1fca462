// Public face of @schaufenster/core. No React here (ARCHITECTURE.md).
// Each area lists its exports by name in its own block; keep blocks apart. Build-time entries
// live apart: `@schaufenster/core/node` (fixture files) and `@schaufenster/core/directus`.

// --- language ---
export {DEFAULT_LANG, LANGUAGES, isLang} from './language/lang.ts';
export type {Lang} from './language/lang.ts';
export {pickTranslation} from './language/translations.ts';
// --- end language ---

// --- model ---
export {EmailSchema, ImageSchema, LangSchema} from './model/common.ts';
export type {Id, Image} from './model/common.ts';
export {BRANCH_SORT_MISSING} from './model/company.ts';
export type {Branch, Company, OpeningHours, OpeningPeriod} from './model/company.ts';
export {headOffice, orderBranches} from './content/headOffice.ts';
export {SiteConfigSchema, WIDGET_NAMES, isKnownWidgetName} from './model/site.ts';
export type {Brand, BrandConfig, Project, Widget} from './model/site.ts';
export {sectionsOf} from './model/section.ts';
export type {PageSection, SectionKind} from './model/section.ts';
export type {
  MenuGroup,
  MenuLink,
  MenuTranslation,
  PrimaryMenuEntry,
  SocialMenuEntry,
} from './model/menu.ts';
export {LEGAL_BLOCK_IDS} from './model/legal.ts';
export type {DataProtectionCommissioner, Legal, LegalBlockId} from './model/legal.ts';
export {
  ALL_CONSENT_TOOLS,
  CLOCK_CONSENT_ID,
  MATOMO_CONSENT_ID,
  buildConsents,
  consentTools,
  leftOutConsents,
} from './model/consent.ts';
export type {Consent, ConsentRecord, ConsentTools, LeftOutConsent} from './model/consent.ts';
export {
  isPublishedRating,
  publishedRatings,
  RATING_STATUSES,
  toProductListItem,
} from './model/product.ts';
export type {
  Attribute,
  AttributeGroup,
  PersonalizationField,
  Product,
  ProductListItem,
  ModeratedRating,
  ProductRating,
  ProductVariant,
  SizeGuide,
  Taxon,
} from './model/product.ts';
export {LEGAL_PAGE_TYPES, PAYPAL_PAYMENT_ID, ShopSettingsSchema} from './model/shop.ts';
export type {
  LegalPage,
  LegalPageType,
  PaymentMethod,
  ShippingConfig,
  ShippingCountry,
  ShopContext,
  ShopSettings,
} from './model/shop.ts';
export {CartLineSchema, CartSchema, MAX_LINE_COUNT, StoredCheckoutSchema} from './model/cart.ts';
export type {
  Address,
  Cart,
  CartLine,
  CheckoutState,
  PersonalizationValues,
  StoredCheckout,
} from './model/cart.ts';
export type {ProductViewState} from './model/product-view.ts';
export {
  KlarnaOrderPayloadSchema,
  OrderPayloadSchema,
  PayPalTransactionPayloadSchema,
  RatingPayloadSchema,
  RequestPayloadSchema,
} from './model/payloads.ts';
export type {OrderLine, OrderPayload} from './model/payloads.ts';
export {ContentValidationError, validateRecord} from './model/validate.ts';
export {COLLECTIONS} from './content/collections.ts';
export type {CollectionName} from './content/collections.ts';
export {createCollectionSource} from './content/collection-source.ts';
export type {SiteData} from './content/site-data.ts';
export {reportWarnings} from './content/report.ts';
export type {ContentReport} from './content/report.ts';
// --- end model ---

// --- routes ---
export {
  CATEGORY_PAGE_IDS,
  PAGE_IDS,
  PAGES,
  PAGE_PATHS,
  PRIVACY_ANCHORS,
  pagesOfKind,
} from './routes/pageTable.ts';
export type {CategoryPageId, PageId, PageIdOfKind, TablePageKind} from './routes/pageTable.ts';
export {alternates, languageOfPath, localizedPath} from './routes/paths.ts';
export type {Alternate} from './routes/paths.ts';
export {joinPath, normalisePathname, splitPath} from './routes/pathUtils.ts';
export {brandPath, cartPath, checkoutPath, itemPath} from './routes/shopPaths.ts';
export {isLinkText, linkHref, resolveLink} from './routes/links.ts';
export type {LinkInput} from './routes/links.ts';
export {menuEntryTarget} from './routes/menuTarget.ts';
export {REDIRECTS, matchRedirect} from './routes/redirects.ts';
// --- end routes ---

// --- messages ---
export {formatRich, loadCatalogue, t} from './messages/intl.ts';
export {parseMessage} from './messages/parseMessage.ts';
export {inConsentScope, isServerOnly, type MessageScope} from './messages/messageScopes.ts';
export {CATALOGUES} from './messages/catalogues.ts';
export type {MessageKey, MessageValues, RichMessageValues} from './messages/intl.ts';
// --- end messages ---

// --- formatters ---
export {DAY_CODE_SCHEMA_DAYS, INFO_DAY_CODE, parseDayCode} from './formatters/dayCodes.ts';
export {cutSeconds, formatOpeningHours} from './formatters/openingHours.ts';
export type {OpeningHoursRow, OpeningPeriodInput} from './formatters/openingHours.ts';
export {formatLegacyOpeningHours} from './formatters/legacyOpeningHours.ts';
export {compactIban, formatIban} from './formatters/iban.ts';
export {formatPhone, phoneBook} from './formatters/phone.ts';
export type {PhoneBook, PhoneDisplay, PhoneOptions} from './formatters/phone.ts';
export {formatNumber, formatPrice} from './formatters/number.ts';
export {companyDisplay, contactPhoneBook} from './formatters/company.ts';
export type {CompanyInput} from './formatters/company.ts';
// --- end formatters ---

// --- theme ---
export {contrastRatio, normalizeColor} from './theme/color.ts';
export {colorMode, displayRatio} from './theme/contrast.ts';
export type {ColorMode} from './theme/contrast.ts';
export type {HeadingFont, HuePreset} from './theme/constants.ts';
export {createThemeTokens} from './theme/tokens.ts';
export type {ThemeTokenName} from './theme/tokens.ts';
export {themeReport} from './theme/themeReport.ts';
export type {AdjustmentReport, PairReport} from './theme/themeReport.ts';
// --- end theme ---

// --- storage ---
export {STORAGE_KEYS} from './storage/keys.ts';
export {createSafeStorage} from './storage/safeStorage.ts';
export type {SafeStorage, Validate} from './storage/safeStorage.ts';
export {validateWith} from './storage/validateWith.ts';
// --- end storage ---

// --- head ---
export {absoluteUrl, buildHeadTags} from './head/headTags.ts';
export type {HeadImage, HeadTags, HeadTagsInput, MetaTag} from './head/headTags.ts';
// --- end head ---

// --- sanitize ---
export {sanitizeHtml} from './sanitize/sanitizeHtml.ts';
export {HEADING_ANCHOR_LEVELS} from './sanitize/headingAnchors.ts';
// --- end sanitize ---

// --- orders ---
export {
  createOrderClient,
  isKlarnaPending,
  ORDER_ERRORS,
  ORDER_PATHS,
  ORDER_TIMEOUT_MS,
  orderErrorCode,
  SERVICE_PATH_PREFIXES,
  SERVICE_UNAVAILABLE,
} from './orders/orderClient.ts';
export type {
  OrderClient,
  OrderClientOptions,
  OrderInput,
  OrderServiceResponse,
  PaymentStatus,
  RatingInput,
  RequestInput,
} from './orders/orderClient.ts';
export {createIdempotencyKey, IDEMPOTENCY_HEADER} from './orders/idempotency.ts';
export {NO_LONGER_AVAILABLE, unavailableItemsOf} from './orders/unavailable.ts';
export type {UnavailableItem} from './orders/unavailable.ts';
export {PRICE_MISMATCH, priceCorrectionsOf, TOTAL_MISMATCH} from './orders/priceCorrections.ts';
export type {LinePriceCorrection, ServiceRefusal} from './orders/priceCorrections.ts';
export {FORM_REQUEST_TIMEOUT_MS, postJson} from './orders/timedFetch.ts';
export type {FetchLike, PostOutcome} from './orders/timedFetch.ts';
export {withLiveStock} from './orders/liveStock.ts';
export {serviceRatingsReader} from './orders/serviceRatings.ts';
export {confirmWithdrawal, lookUpWithdrawal} from './orders/withdrawalClient.ts';
export type {
  WithdrawalError,
  WithdrawalInput,
  WithdrawalLine,
  WithdrawalLookup,
  WithdrawalOrder,
  WithdrawalReceipt,
} from './orders/withdrawalClient.ts';
export {
  confirmNewsletter,
  newsletterActionUrl,
  tokenFromSearch,
  unsubscribeNewsletter,
} from './orders/newsletterTokens.ts';
export type {
  NewsletterConfirmOutcome,
  NewsletterUnsubscribeOutcome,
} from './orders/newsletterTokens.ts';
// Temporary: unused outside core today, kept while the forms rework (core field rules and
// timedFetch) is in progress; knip skips names tagged @public. Prune with that work.
/** @public */
export {RequestFailure} from './orders/timedFetch.ts';
/** @public */
export type {PostJsonOptions, RequestFailureKind} from './orders/timedFetch.ts';
// --- end orders ---

// --- forms ---
export {
  emailRule,
  isBlank,
  isEmailAddress,
  mustAccept,
  requiredChoice,
  requiredText,
  whenFilled,
} from './forms/fieldRules.ts';
export type {FieldRule} from './forms/fieldRules.ts';
// Temporary, as above.
/** @public */
export {allRules, maxLength} from './forms/fieldRules.ts';
/** @public */
export type {EmailRuleOptions} from './forms/fieldRules.ts';
// --- end forms ---

// --- shop api ---
export {
  DEFAULT_PRODUCT_SORT,
  isProductSort,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  SETTINGS_ERROR,
} from './shopApi/types.ts';
export type {ProductPage, ProductQuery, ProductSort, ShopApi} from './shopApi/types.ts';
export {queryProducts} from './shopApi/queryProducts.ts';
export {
  attributesOf,
  groupAttributeIds,
  pickRandom,
  priceRange,
  pricesOf,
  ratingsOf,
} from './shopApi/catalogueQueries.ts';
export type {RandomSource} from './shopApi/catalogueQueries.ts';
export {createDirectusShopApi} from './shopApi/directusShopApi.ts';
export {
  buildStaticCatalogue,
  staticCatalogueFile,
  parseStaticCatalogue,
} from './shopApi/staticCatalogue.ts';
export type {StaticCatalogue} from './shopApi/staticCatalogue.ts';
export {parseShopContent, SHOP_CONTENT_FILE, shopContentOf} from './shopApi/shopContent.ts';
export type {ShopContent} from './shopApi/shopContent.ts';
export {createStaticShopApi} from './shopApi/staticShopApi.ts';
export {createFallbackShopApi} from './shopApi/fallbackShopApi.ts';
export {QUERY_DEFAULTS} from './shopApi/cacheSettings.ts';
export {
  isFreeShippingOption,
  onlinePaymentOf,
  ordersBeyondStock,
  paypalClientId,
  showsCartWidget,
  showsShopMenu,
} from './shopApi/shopRules.ts';
export type {OnlinePayment} from './shopApi/shopRules.ts';
export {shopState} from './shopApi/shopState.ts';
export type {ShopState} from './shopApi/shopState.ts';
// --- end shop api ---
