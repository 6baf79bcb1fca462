// Data the footer's widgets read (SiteData: company, branches, openingHours, menus.social, project).
import type {Branch, Company, OpeningHours, Project, SocialMenuEntry} from '@schaufenster/core';

/** An image for the footer logo, already resolved to a URL by the build. */
interface FooterLogo {
  /** Image URL. */
  src: string;
  /** Intrinsic width in px, to reserve space. @default undefined */
  width?: number | null;
  /** Intrinsic height in px, to reserve space. @default undefined */
  height?: number | null;
}

/** What the footer widgets show. */
export interface FooterData {
  /** The company (address, numbers, e-mail). */
  company: Company;
  /** The branches; the head office's opening periods are the footer's opening hours. */
  branches: readonly Branch[];
  /** Older opening-hours rows, used when the head office has no periods. */
  openingHours: readonly OpeningHours[];
  /** Social entries (`SiteData.menus.social`). */
  social: readonly SocialMenuEntry[];
  /** Project flags: show_accessibility and the calendar-booking feature. */
  project: Pick<Project, 'show_accessibility' | 'features'>;
  /** The footer logo, shown in the address column when asked; none when missing. @default undefined */
  logo?: FooterLogo | null;
  /** The site title, for the logo's text alternative. */
  siteTitle: string;
  /**
   * The site has the shop: the navigation links the withdrawal form ("Vertrag widerrufen",
   * §356a BGB). @default false
   */
  shop?: boolean;
}
