import {headOffice, type PageSection, type SectionKind, type SiteData} from '@schaufenster/core';
import {
  Hero,
  Link,
  LinkText,
  MediaText,
  OpeningHours,
  RichText,
  mapsRouteUrl,
  useLanguage,
  useMessages,
} from '@schaufenster/ui';
import {BrandList} from '../common/BrandList.tsx';
import {brandsOf} from '../common/brands.ts';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {CONTENT_WIDTH_SIZES} from '../common/imageSizes.ts';
import {Section} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {ImageResolver} from '../types.ts';
import {sectionTeaser} from './sectionTeaser.ts';
import {StaticTeaser} from '../shop/ShopTeaser.tsx';
import {sectionTexts, type SectionTexts} from './sectionTexts.ts';
import styles from './PageSections.module.css';

/** Props of {@link PageSections}. */
export interface PageSectionsProps {
  /** The page's published sections in order (core `sectionsOf`). */
  sections: readonly PageSection[];
  /** The retailer's content: brands, branches, products. */
  data: SiteData;
  /** Content image lookup. */
  images: ImageResolver;
  /**
   * The sections start right under the page heading, so a picture in the first one is the page's
   * largest paint and loads at once. @default true
   */
  leadsPage?: boolean;
}

/** Whether the owner placed a section of this kind (then the page leaves out its default). */
export function hasSectionOf(sections: readonly PageSection[], kind: SectionKind): boolean {
  return sections.some((section) => section.kind === kind);
}

/**
 * A page's CMS sections below its heading (decision 030), each as its kind renders: rich text,
 * image, image + text, hero, brand grid, product teaser (with the shop only), contact call to
 * action, a branch's opening hours, and two-click YouTube videos and Google maps (decision 025). A
 * section with nothing to show (a missing image file, no brands, no products) renders nothing.
 */
export function PageSections({sections, data, images, leadsPage = true}: PageSectionsProps) {
  return sections.map((section, index) => (
    <PageSectionBlock
      key={section.id}
      section={section}
      data={data}
      images={images}
      first={leadsPage && index === 0}
    />
  ));
}

interface BlockProps {
  section: PageSection;
  data: SiteData;
  images: ImageResolver;
  /** Right below the page heading: a picture there is the page's largest paint. */
  first: boolean;
}

function PageSectionBlock({section, data, images, first}: BlockProps) {
  const {lang, available} = useLanguage();
  const texts = sectionTexts(section, lang, available);
  switch (section.kind) {
    case 'rich_text':
      return <TextSection texts={texts} />;
    case 'image':
    case 'image_text':
      return <MediaSection section={section} texts={texts} images={images} first={first} />;
    case 'hero':
      return <HeroSection section={section} texts={texts} images={images} first={first} />;
    case 'brand_grid':
      return <BrandGridSection section={section} texts={texts} data={data} images={images} />;
    case 'product_teaser':
      return <TeaserSection section={section} texts={texts} data={data} />;
    case 'contact_cta':
      return (
        <Section heading={texts.heading ?? undefined}>
          <RichText html={texts.text} headingAnchors={false} />
          <ContactPrompt />
        </Section>
      );
    case 'opening_hours':
      return <HoursSection section={section} texts={texts} data={data} />;
    case 'video':
      return <VideoSection section={section} texts={texts} data={data} />;
    case 'map':
      return <MapSection section={section} texts={texts} data={data} />;
  }
}

interface KindProps {
  section: PageSection;
  texts: SectionTexts;
}

function TextSection({texts}: {texts: SectionTexts}) {
  if (texts.heading === null && texts.text === null) return null;
  return (
    <Section heading={texts.heading ?? undefined}>
      <RichText html={texts.text} />
    </Section>
  );
}

function MediaSection({
  section,
  texts,
  images,
  first,
}: KindProps & {images: ImageResolver; first: boolean}) {
  const picture = images(section.image);
  if (picture === null) return <TextSection texts={texts} />;
  const withText = section.kind === 'image_text';
  return (
    <section className={styles.section}>
      <MediaText
        image={picture}
        alt={texts.alt ?? picture.title ?? ''}
        caption={texts.caption}
        heading={withText ? texts.heading : null}
        html={withText ? texts.text : null}
        imagePosition={section.image_position}
        // Beside text the picture takes half the column (MediaText's own sizes).
        sizes={withText ? undefined : CONTENT_WIDTH_SIZES}
        priority={first}
      />
    </section>
  );
}

function HeroSection({
  section,
  texts,
  images,
  first,
}: KindProps & {images: ImageResolver; first: boolean}) {
  const t = useMessages();
  const picture = images(section.image);
  const link = section.link && {to: section.link, label: texts.linkLabel ?? t('sectionLinkMore')};
  // A hero needs its heading; without one in any language it is shown as plain text.
  if (texts.heading === null) {
    return (
      <Section>
        <RichText html={texts.text} />
        {link && <Link to={link.to}>{link.label}</Link>}
      </Section>
    );
  }
  return (
    <section className={styles.section}>
      <Hero
        heading={texts.heading}
        html={texts.text}
        image={picture}
        alt={texts.alt ?? picture?.title ?? ''}
        priority={first}
        link={link || null}
      />
    </section>
  );
}

function BrandGridSection({
  section,
  texts,
  data,
  images,
}: KindProps & {data: SiteData; images: ImageResolver}) {
  const t = useMessages();
  const brands =
    section.brand_category === null ? data.brands : brandsOf(data.brands, section.brand_category);
  if (brands.length === 0) return null;
  return (
    <Section heading={texts.heading ?? t('pageBrandsHeading')}>
      <BrandList brands={brands} images={images} showDescription={false} />
    </Section>
  );
}

function TeaserSection({section, texts, data}: KindProps & {data: SiteData}) {
  const {lang} = useLanguage();
  const teaser = sectionTeaser(data, section, lang);
  if (teaser === null) return null;
  return (
    <StaticTeaser
      data={data}
      products={teaser.initialProducts}
      heading={texts.heading}
      moreHref={teaser.moreHref}
    />
  );
}

/** The section's branch, else the head office (decision 027). */
function branchOf(section: PageSection, data: SiteData) {
  if (section.branch === null) return headOffice(data);
  return data.branches.find((branch) => String(branch.id) === String(section.branch));
}

function HoursSection({section, texts, data}: KindProps & {data: SiteData}) {
  const t = useMessages();
  const branch = branchOf(section, data);
  const periods = branch?.opening_periods ?? [];
  if (periods.length === 0 && data.openingHours.length === 0) return null;
  return (
    <Section heading={texts.heading ?? t('openingHoursHeading')}>
      {branch && data.branches.length > 1 && <p>{branch.display_name}</p>}
      <OpeningHours periods={periods} legacy={data.openingHours} />
    </Section>
  );
}

function VideoSection({section, texts, data}: KindProps & {data: SiteData}) {
  if (section.video === null) return null;
  return (
    <Section heading={texts.heading ?? undefined}>
      <IslandSlot
        name="ConsentEmbed"
        props={{
          provider: 'youtube',
          videoId: section.video,
          title: texts.heading ?? texts.caption ?? data.company.display_name,
        }}
      />
      {texts.caption && (
        <p className={styles.caption}>
          <LinkText text={texts.caption} />
        </p>
      )}
    </Section>
  );
}

function MapSection({section, texts, data}: KindProps & {data: SiteData}) {
  const t = useMessages();
  const branch = branchOf(section, data);
  const place = section.map_address ? {street: section.map_address} : branch;
  // The route link works without the map and without JavaScript.
  const route = place ? mapsRouteUrl(place) : null;
  if (!place || route === null) return null;
  const address =
    section.map_address ?? `${place.street}, ${branch?.zip ?? ''} ${branch?.city ?? ''}`;
  return (
    <Section heading={texts.heading ?? t('contactPageMapHeading')}>
      <IslandSlot name="ConsentEmbed" props={{provider: 'google_maps', address: address.trim()}} />
      <p className={styles.route}>
        <Link to={route}>{t('contactPanelRoute')}</Link>
      </p>
    </Section>
  );
}
