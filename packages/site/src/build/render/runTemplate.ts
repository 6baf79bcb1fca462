// Page kind → template (decision 011 "Templates"). Pure: data in, element and head out.
import type {SiteData} from '@schaufenster/core';
import {
  AccessibilityTemplate,
  AppointmentTemplate,
  BrandTemplate,
  BrandsIndexTemplate,
  CartTemplate,
  CategoryTemplate,
  CheckoutTemplate,
  ContactTemplate,
  HomeTemplate,
  ImprintTemplate,
  InfoTemplate,
  ItemListTemplate,
  itemListData,
  ItemTemplate,
  LegalPageTemplate,
  ListPageTemplate,
  listPage,
  listPageCount,
  NewsletterConfirmTemplate,
  NewsletterUnsubscribeTemplate,
  NotFoundTemplate,
  shopIsOn,
  PrivacyTemplate,
  ServiceTemplate,
  SocialMediaPrivacyTemplate,
  StoreWindowTemplate,
  ThanksTemplate,
  WithdrawalFormTemplate,
  shopLegalPages,
  type PageExtra,
  type TemplateResult,
} from '@schaufenster/templates';
import type {PlannedPage} from '../plan/routes.ts';
import type {PageLookups} from './contentLookups.ts';

/**
 * Renders the template of a planned page; what it needs of the whole catalogue comes through
 * `lookups` (by index, or computed once per thread).
 */
export function runTemplate(
  page: PlannedPage,
  site: SiteData,
  extra: PageExtra,
  lookups: PageLookups,
): TemplateResult {
  const {lang} = page;
  switch (page.kind) {
    case 'home':
      return HomeTemplate(site, lang, extra);
    case 'contact':
      return ContactTemplate(site, lang, extra);
    case 'thanks':
      return ThanksTemplate(site, lang, extra);
    case 'imprint':
      return ImprintTemplate(site, lang, extra);
    case 'privacy':
      return PrivacyTemplate(site, lang, extra);
    case 'category':
      return CategoryTemplate(site, lang, {...extra, page: required(page.category, page)});
    case 'brand': {
      const {id, category} = required(page.brand, page);
      const brand = required(
        site.brands.find((candidate) => String(candidate.id) === String(id)),
        page,
      );
      return BrandTemplate(site, lang, {...extra, brand, category});
    }
    case 'brands':
      return BrandsIndexTemplate(site, lang, extra);
    case 'info':
      return InfoTemplate(site, lang, extra);
    case 'service':
      return ServiceTemplate(site, lang, extra);
    case 'legalPage': {
      const legalPage = required(
        shopLegalPages(site).find((candidate) => candidate.type === page.legalType),
        page,
      );
      return LegalPageTemplate(site, lang, {...extra, legalPage});
    }
    case 'socialMediaPrivacy':
      return SocialMediaPrivacyTemplate(site, lang, extra);
    case 'accessibility':
      return AccessibilityTemplate(site, lang, extra);
    case 'appointment':
      return AppointmentTemplate(site, lang, extra);
    case 'window':
      return StoreWindowTemplate(site, lang, extra);
    case 'itemList':
      if (!shopIsOn(site)) throw new Error('The item list needs the shop add-on (shop settings)');
      return ItemListTemplate(site, lang, {
        ...extra,
        list: lookups.memo('itemList', () =>
          itemListData(site, () => lookups.derived('catalogPriceRange')),
        ),
      });
    case 'listPage': {
      const number = required(page.listPage, page);
      if (!shopIsOn(site)) throw new Error('The item list needs the shop add-on (shop settings)');
      return ListPageTemplate(site, lang, {
        ...extra,
        page: number,
        list: lookups.memo(`listPage:${number}`, () => listPage(site, number - 1)),
        count: lookups.memo('listPageCount', () => listPageCount(site)),
      });
    }
    case 'item': {
      const id = required(page.productId, page);
      const product = required(lookups.product(id), page);
      return ItemTemplate(site, lang, {...extra, product, ratings: lookups.ratings(product.id)});
    }
    case 'cart':
      return CartTemplate(site, lang, extra);
    case 'checkout':
      return CheckoutTemplate(site, lang, extra);
    case 'withdrawalForm':
      if (!shopIsOn(site)) throw new Error('The withdrawal form needs the shop add-on');
      return WithdrawalFormTemplate(site, lang, extra);
    case 'newsletterConfirm':
      return NewsletterConfirmTemplate(site, lang, extra);
    case 'newsletterUnsubscribe':
      return NewsletterUnsubscribeTemplate(site, lang, extra);
    case 'notFound':
      return NotFoundTemplate(site, lang, extra);
  }
}

function required<T>(value: T | undefined, page: PlannedPage): T {
  if (value === undefined) throw new Error(`Page ${page.path} (${page.kind}) lacks its data`);
  return value;
}
