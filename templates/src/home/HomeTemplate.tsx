import {headOffice, pickTranslation, sectionsOf, type SiteData} from '@schaufenster/core';
import {CompanyAddress, OpeningHours, useMessages} from '@schaufenster/ui';
import {BrandList} from '../common/BrandList.tsx';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page, Section} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import {hasSectionOf, PageSections} from '../sections/PageSections.tsx';
import type {ImageResolver, PageTemplate, SiteSettings} from '../types.ts';

/**
 * The home page: site title and description, the owner's page sections (decision 030), the brands
 * unless a section shows them, address and hours, newsletter.
 */
export const HomeTemplate: PageTemplate = (data, lang, extra) => {
  const texts = pickTranslation(
    data.siteConfig.translations,
    lang,
    data.project.languages,
    'site_config',
  );
  const title = texts?.seo_title?.trim() || data.siteConfig.seo_title;
  return {
    element: (
      <HomePage
        data={data}
        title={title}
        lead={texts?.seo_description}
        settings={extra.settings}
        images={extra.images}
      />
    ),
    head: {
      title,
      description: texts?.seo_description,
      keywords: texts?.seo_keywords,
      businessJsonLd: true,
    },
  };
};

interface HomePageProps {
  data: SiteData;
  title: string;
  lead: string | null | undefined;
  settings: SiteSettings;
  images: ImageResolver;
}

function HomePage({data, title, lead, settings, images}: HomePageProps) {
  const tr = useMessages();
  // Decision 027: the head office's hours go with the company's address.
  const office = headOffice(data);
  const sections = sectionsOf(data.sections, {page: 'home'});
  return (
    <Page title={title} lead={lead ? <p>{lead}</p> : undefined}>
      <PageSections sections={sections} data={data} images={images} />
      {data.brands.length > 0 && !hasSectionOf(sections, 'brand_grid') && (
        <Section heading={tr('pageBrandsHeading')}>
          <BrandList brands={data.brands} images={images} showDescription={false} />
        </Section>
      )}
      <Section heading={tr('pageVisitUsHeading')}>
        <CompanyAddress company={data.company} />
        <OpeningHours
          periods={office?.opening_periods}
          legacy={data.openingHours}
          showHeading
          headingLevel={3}
        />
        <ContactPrompt />
      </Section>
      {data.project.features.newsletter && (
        <IslandSlot name="Newsletter" props={{endpoint: settings.newsletterUrl, headingLevel: 2}} />
      )}
    </Page>
  );
}
