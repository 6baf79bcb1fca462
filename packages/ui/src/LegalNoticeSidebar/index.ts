export {LegalNoticeSidebar} from './LegalNoticeSidebar.tsx';
export type {LegalNoticeOverviewLink} from './LegalNoticeSidebar.tsx';
