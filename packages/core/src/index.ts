// Public face of @schaufenster/core. No React here (ARCHITECTURE.md).
// Each area lists its exports by name in its own block; keep blocks apart.

// --- language ---
export {DEFAULT_LANG, LANGUAGES, isLang} from './language/lang.ts';
export type {Lang} from './language/lang.ts';
export {createLanguageContext, normaliseLanguageCode} from './language/context.ts';
export type {LanguageContext} from './language/context.ts';
export {pickTranslation} from './language/translations.ts';
export type {TranslationEntry} from './language/translations.ts';
// --- end language ---

// --- model ---
export {
  CountryCodeSchema,
  EmailSchema,
  HexColorSchema,
  IdSchema,
  ImageSchema,
  LangSchema,
  PriceSchema,
  StockSchema,
  TimeSchema,
} from './model/common.ts';
export type {Id, Image} from './model/common.ts';
export {
  ADDRESS_TYPES,
  BranchSchema,
  CompanyAddressSchema,
  CompanyEmailSchema,
  CompanyNumberSchema,
  CompanySchema,
  DayCodeSchema,
  ExecutiveSchema,
  LEGAL_FORMS,
  NUMBER_TYPES,
  OpeningHoursSchema,
  OpeningPeriodSchema,
  RegisterSchema,
} from './model/company.ts';
export type {
  Branch,
  Company,
  CompanyAddress,
  CompanyEmail,
  CompanyNumber,
  Executive,
  LegalForm,
  OpeningHours,
  OpeningPeriod,
  Register,
} from './model/company.ts';
export {
  BrandConfigSchema,
  BrandSchema,
  ProjectFeaturesSchema,
  ProjectSchema,
  SiteConfigSchema,
  ThemeSchema,
  WIDGET_NAMES,
  WidgetSchema,
  isKnownWidgetName,
} from './model/site.ts';
export type {
  Brand,
  BrandConfig,
  KnownWidgetName,
  Project,
  ProjectFeatures,
  SiteConfig,
  Theme,
  Widget,
} from './model/site.ts';
export {
  MENU_POSITIONS,
  MenuEntrySchema,
  MenuGroupSchema,
  MenuLinkSchema,
  PrimaryMenuEntrySchema,
  SocialMenuEntrySchema,
} from './model/menu.ts';
export type {
  MenuEntry,
  MenuGroup,
  MenuLink,
  MenuTranslation,
  Menus,
  PrimaryMenuEntry,
  SocialMenuEntry,
} from './model/menu.ts';
export {LEGAL_BLOCK_IDS, DataProtectionCommissionerSchema, LegalSchema} from './model/legal.ts';
export type {DataProtectionCommissioner, Legal, LegalBlockId} from './model/legal.ts';
export {
  ConsentRecordSchema,
  ConsentSchema,
  FUNCTIONAL_CONSENT_ID,
  MATOMO_CONSENT_ID,
  buildConsents,
  defaultConsents,
} from './model/consent.ts';
export type {Consent, ConsentRecord} from './model/consent.ts';
export {
  AttributeGroupSchema,
  AttributeSchema,
  AttributeValueSchema,
  PERSONALIZATION_FIELD_TYPES,
  PRODUCT_STATUSES,
  PersonalizationFieldSchema,
  PersonalizationSchema,
  ProductAttributeSchema,
  ProductDetailSchema,
  ProductListItemSchema,
  ProductRatingSchema,
  ProductSchema,
  ProductVariantSchema,
  SizeGuideSchema,
  TaxonSchema,
  toProductListItem,
} from './model/product.ts';
export type {
  Attribute,
  AttributeGroup,
  AttributeValue,
  Personalization,
  PersonalizationField,
  Product,
  ProductAttribute,
  ProductDetail,
  ProductListItem,
  ProductRating,
  ProductStatus,
  ProductVariant,
  SizeGuide,
  Taxon,
} from './model/product.ts';
export {
  BankDetailsSchema,
  LEGAL_PAGE_TYPES,
  LegalPageSchema,
  PAYMENT_KINDS,
  PAYPAL_PAYMENT_ID,
  PagingResponseSchema,
  PaymentMethodSchema,
  ShippingConfigSchema,
  ShippingCountrySchema,
  ShippingMethodSchema,
  ShippingPaymentSchema,
  ShopContextSchema,
  ShopSettingsSchema,
  pagedSchema,
} from './model/shop.ts';
export type {
  BankDetails,
  LegalPage,
  LegalPageType,
  PagingResponse,
  PaymentMethod,
  ShippingConfig,
  ShippingCountry,
  ShippingMethod,
  ShopContext,
  ShopSettings,
} from './model/shop.ts';
export {
  AddressSchema,
  CartLineSchema,
  CartSchema,
  CheckoutStateSchema,
  PersonalizationValuesSchema,
  StoredCheckoutSchema,
} from './model/cart.ts';
export type {
  Address,
  Cart,
  CartLine,
  CheckoutState,
  PersonalizationValues,
  StoredCheckout,
} from './model/cart.ts';
export {ProductViewStateSchema} from './model/product-view.ts';
export type {ProductViewState} from './model/product-view.ts';
export {
  KlarnaOrderPayloadSchema,
  OrderLineSchema,
  OrderPayloadSchema,
  PayPalTransactionPayloadSchema,
  RatingPayloadSchema,
  RequestPayloadSchema,
} from './model/payloads.ts';
export type {
  KlarnaOrderPayload,
  OrderLine,
  OrderPayload,
  PayPalTransactionPayload,
  RatingPayload,
  RequestPayload,
} from './model/payloads.ts';
export {ContentValidationError, validateRecord} from './model/validate.ts';
export {COLLECTIONS, COLLECTION_NAMES} from './content/collections.ts';
export type {
  CollectionKind,
  CollectionName,
  CollectionRecord,
  CollectionSpec,
} from './content/collections.ts';
export {createCollectionSource} from './content/collection-source.ts';
export type {ReadCollection} from './content/collection-source.ts';
export type {ContentSource, SiteData} from './content/site-data.ts';
// --- end model ---

// --- routes ---
export {
  CATEGORY_PAGE_IDS,
  PAGE_IDS,
  PAGE_PATHS,
  PRIVACY_ANCHORS,
  isPageId,
} from './routes/pageTable.ts';
export type {CategoryPageId, PageId, PagePaths} from './routes/pageTable.ts';
export {alternates, languageOfPath, localizedPath, pageForPath} from './routes/paths.ts';
export type {Alternate, PageMatch} from './routes/paths.ts';
export {joinPath, normalisePathname, splitPath} from './routes/pathUtils.ts';
export type {PathParts} from './routes/pathUtils.ts';
export {brandPath, cartPath, checkoutPath, itemPath} from './routes/shopPaths.ts';
export {EXTERNAL_REL, NEW_TAB_REL, isLinkText, linkHref, resolveLink} from './routes/links.ts';
export type {
  ExternalLink,
  InternalLink,
  LinkContext,
  LinkInput,
  MailtoLink,
  ResolvedLink,
  TelLink,
} from './routes/links.ts';
export {menuEntryTarget} from './routes/menuTarget.ts';
export type {MenuEntryLinkFields} from './routes/menuTarget.ts';
export {REDIRECTS, matchRedirect} from './routes/redirects.ts';
export type {Redirect, RedirectMatch, RedirectOptions, RedirectTarget} from './routes/redirects.ts';
// --- end routes ---

// --- messages ---
export {formatRich, getIntl, loadCatalogue, t} from './messages/intl.ts';
export {CATALOGUES} from './messages/catalogues.ts';
export type {MessageKey, MessageValues, RichMessageValues} from './messages/intl.ts';
export type {Catalogue} from './messages/catalogueTypes.ts';
// --- end messages ---

// --- formatters ---
export {
  DAY_CODE_KEYS,
  DAY_CODE_SCHEMA_DAYS,
  INFO_DAY_CODE,
  parseDayCode,
} from './formatters/dayCodes.ts';
export type {DayCode, OpeningDayCode, SchemaDay} from './formatters/dayCodes.ts';
export {cutSeconds, formatOpeningHours} from './formatters/openingHours.ts';
export type {
  OpeningHoursDisplay,
  OpeningHoursRow,
  OpeningPeriodInput,
  OpeningTime,
} from './formatters/openingHours.ts';
export {formatLegacyOpeningHours} from './formatters/legacyOpeningHours.ts';
export type {
  LegacyOpeningHoursInput,
  LegacyOpeningHoursTranslation,
} from './formatters/legacyOpeningHours.ts';
export {
  PHONE_DEFAULT_COUNTRY,
  PHONE_MAX_INPUT_LENGTH,
  PHONE_MAX_NATIONAL_DIGITS,
  PHONE_MIN_NATIONAL_DIGITS,
  formatPhone,
} from './formatters/phone.ts';
export type {PhoneDisplay, PhoneOptions} from './formatters/phone.ts';
export {
  COMPACT_THRESHOLD,
  DEFAULT_CURRENCY_FRACTION_DIGITS,
  DEFAULT_DECIMAL_MAX_FRACTION_DIGITS,
  DIGIT_OPTION_BOUNDS,
  NUMBER_STYLES,
  formatNumber,
  formatPrice,
} from './formatters/number.ts';
export type {NumberOptions, NumberStyle} from './formatters/number.ts';
export {addressTypeLabel, companyDisplay, legalFormLabel} from './formatters/company.ts';
export type {
  CompanyAddressDisplay,
  CompanyAddressInput,
  CompanyDisplay,
  CompanyEmailInput,
  CompanyInput,
  CompanyNumberInput,
  CompanyRegisterDisplay,
  CompanyRegisterInput,
} from './formatters/company.ts';
// --- end formatters ---

// --- theme ---
export {
  contrastRatio,
  isColor,
  normalizeColor,
  parseColor,
  relativeLuminance,
  requireColor,
  toHex,
  WCAG_AA_TEXT,
  WCAG_AA_UI,
} from './theme/color.ts';
export {
  BLACK,
  buttonTextColor,
  colorMode,
  displayRatio,
  ensureContrast,
  NEAR_BLACK,
  WHITE,
} from './theme/contrast.ts';
export type {ColorMode} from './theme/contrast.ts';
export {adjustLightness, clampPercent, hslToRgb, rgbToHsl, withLightness} from './theme/hsl.ts';
export type {Hsl, Rgb} from './theme/hsl.ts';
export {
  BASE_FONT_SIZE,
  BREAKPOINTS,
  CONTAINERS,
  FONT_FAMILY,
  GRID_BREAKPOINTS,
  GRID_COLUMNS,
  GRID_GUTTER,
  HUE_PRESETS,
  LAYOUT,
  LINE_HEIGHT,
  SPACES,
  SUB_MENU_SLIDE_MS,
} from './theme/constants.ts';
export type {HuePreset} from './theme/constants.ts';
export {createThemeTokens, STATIC_TOKENS} from './theme/tokens.ts';
export type {ThemeInput, ThemeTokenName, ThemeTokens} from './theme/tokens.ts';
// --- end theme ---

// --- storage ---
export {STORAGE_KEYS} from './storage/keys.ts';
export type {StorageKey} from './storage/keys.ts';
export {parseJsonSafely} from './storage/parseJson.ts';
export {createSafeStorage, MAX_ENTRY_LENGTH} from './storage/safeStorage.ts';
export type {SafeStorage, Timestamped, Validate} from './storage/safeStorage.ts';
export {validateWith} from './storage/validateWith.ts';
// --- end storage ---

// --- head ---
export {
  absoluteUrl,
  buildHeadTags,
  canonicalPath,
  DEFAULT_CANONICAL_OPTIONS,
  isExcluded,
  OG_LOCALES,
  pageTitle,
} from './head/headTags.ts';
export type {
  CanonicalOptions,
  HeadImage,
  HeadTags,
  HeadTagsInput,
  LinkTag,
  MetaTag,
  NamedMeta,
  PropertyMeta,
} from './head/headTags.ts';
// --- end head ---

// --- sanitize ---
export {RICH_TEXT_SCHEMES, RICH_TEXT_TAGS, sanitizeHtml} from './sanitize/sanitizeHtml.ts';
export type {SanitizeOptions} from './sanitize/sanitizeHtml.ts';
export {
  HEADING_ANCHOR_LEVELS,
  headingAnchors,
  isSafeAnchorId,
  slugify,
} from './sanitize/headingAnchors.ts';
// --- end sanitize ---

// --- orders ---
export {
  createOrderClient,
  ORDER_ERRORS,
  ORDER_PATHS,
  ORDER_TIMEOUT_MS,
} from './orders/orderClient.ts';
export type {
  KlarnaOrderInput,
  OrderClient,
  OrderClientOptions,
  OrderInput,
  OrderServiceResponse,
  PayPalTransactionInput,
  RatingInput,
  RequestInput,
  WithoutProject,
} from './orders/orderClient.ts';
export {createIdempotencyKey, IDEMPOTENCY_HEADER} from './orders/idempotency.ts';
export {FORM_REQUEST_TIMEOUT_MS, postJson, RequestFailure} from './orders/timedFetch.ts';
export type {
  FetchLike,
  PostJsonOptions,
  PostOutcome,
  RequestFailureKind,
} from './orders/timedFetch.ts';
// --- end orders ---

// --- forms ---
export {
  allRules,
  emailRule,
  isBlank,
  isEmailAddress,
  maxLength,
  mustAccept,
  requiredChoice,
  requiredText,
  whenFilled,
} from './forms/fieldRules.ts';
export type {EmailRuleOptions, FieldRule} from './forms/fieldRules.ts';
// --- end forms ---

// --- shop api ---
export {
  DEFAULT_PRODUCT_SORT,
  isProductSort,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  SETTINGS_ERROR,
  SHOP_DATA_ERRORS,
} from './shopApi/types.ts';
export type {
  ProductPage,
  ProductPrice,
  ProductQuery,
  ProductSort,
  ShopApi,
} from './shopApi/types.ts';
export {normalisePage, pagingMeta} from './shopApi/paging.ts';
export {matchesProductQuery, resolveSort} from './shopApi/productFilter.ts';
export {filterAndSortProducts, queryProducts} from './shopApi/queryProducts.ts';
export {
  attributesOf,
  groupAttributeIds,
  pickRandom,
  priceRange,
  pricesOf,
  ratingsOf,
} from './shopApi/catalogueQueries.ts';
export type {RandomSource} from './shopApi/catalogueQueries.ts';
export {
  attributesUrl,
  productListUrl,
  productPricesUrl,
  productsByIdUrl,
  productUrl,
  randomPoolUrl,
  ratingsUrl,
  settingsUrl,
} from './shopApi/directusQuery.ts';
export {createDirectusShopApi, SHOP_API_TIMEOUT_MS} from './shopApi/directusShopApi.ts';
export type {DirectusShopApiOptions} from './shopApi/directusShopApi.ts';
export {
  buildStaticCatalogue,
  parseStaticCatalogue,
  StaticCatalogueSchema,
} from './shopApi/staticCatalogue.ts';
export type {StaticCatalogue} from './shopApi/staticCatalogue.ts';
export {createStaticShopApi} from './shopApi/staticShopApi.ts';
export type {StaticShopApiOptions} from './shopApi/staticShopApi.ts';
export {createFallbackShopApi, isUnreachable} from './shopApi/fallbackShopApi.ts';
export type {FallbackShopApiOptions} from './shopApi/fallbackShopApi.ts';
export {QUERY_DEFAULTS, retryDelay} from './shopApi/cacheSettings.ts';
export {paypalClientId, showsCartWidget, showsShopMenu} from './shopApi/shopRules.ts';
// --- end shop api ---

// --- directus ---
export {createDirectusClient, DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS} from './directus/client.ts';
export type {
  DirectusClient,
  DirectusClientOptions,
  DirectusItem,
  DirectusQuery,
  LoginCredentials,
} from './directus/types.ts';
export {DIRECTUS_ERRORS, DirectusClientError, describeDirectusError} from './directus/errors.ts';
export type {DirectusErrorDetails, DirectusErrorKind} from './directus/errors.ts';
export {
  DEFAULT_TOKEN_LIFETIME_MS,
  REFRESH_BEFORE_EXPIRY_MS,
  REFRESH_CHECK_INTERVAL_MS,
  tokenLifetimeMs,
} from './directus/session.ts';
export type {AuthTokens} from './directus/session.ts';
export {pickPreset} from './directus/presets.ts';
export type {DirectusPreset, PresetOwner} from './directus/presets.ts';
export {createDirectusSource, DIRECTUS_PAGE_SIZE} from './directus/source.ts';
export type {DirectusSourceOptions} from './directus/source.ts';
export {directusFields} from './directus/fields.ts';
export {normaliseRecord} from './directus/normalise.ts';
export {collectImages} from './directus/images.ts';
// --- end directus ---
