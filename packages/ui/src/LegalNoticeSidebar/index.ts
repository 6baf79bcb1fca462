export {LegalNoticeSidebar} from './LegalNoticeSidebar.tsx';
export type {
  LegalNoticeOverviewLink,
  LegalNoticeSidebarHeadingLevel,
  LegalNoticeSidebarProps,
} from './LegalNoticeSidebar.tsx';
