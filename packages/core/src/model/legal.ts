// Legal texts and data-protection officers (spec §3 Legal, §2 Legal blocks by id).
import * as v from 'valibot';
import {EmailSchema, IdSchema, flag, list, maybe, translations} from './common.ts';

/** Legal block ids (spec §2 "Legal blocks by id"). */
export const LEGAL_BLOCK_IDS = [
  'legal_authority',
  'insurance',
  'image_sources',
  'additional_top_info',
  'additional_bottom_info',
  'data_protection',
  'rolex',
  'consentmanager',
] as const;
/** A legal block id. */
export type LegalBlockId = (typeof LEGAL_BLOCK_IDS)[number];

/** A named data-protection officer, shown by block data_protection. */
const DataProtectionCommissionerSchema = v.object({
  name: v.string(),
  street: v.string(),
  number: v.string(),
  city: v.string(),
  zip_code: v.string(),
  phone_number: maybe(v.string()),
  email: maybe(EmailSchema),
});
/** A data-protection officer. */
export type DataProtectionCommissioner = v.InferOutput<typeof DataProtectionCommissionerSchema>;

/**
 * Legal texts (collection `legal`, a singleton). Texts are HTML from the CMS, sanitized at build.
 * The legal_authority block reads company.legal_authority; rolex shows only when rolex_area is set.
 */
export const LegalSchema = v.object({
  id: v.optional(IdSchema),
  rolex_area: flag(),
  translations: translations({
    insurance: maybe(v.string()),
    image_sources: maybe(v.string()),
    additional_top_info: maybe(v.string()),
    additional_bottom_info: maybe(v.string()),
    /** Brand-area notice linking the brand's terms, privacy and cookie policy (block rolex). */
    rolex: maybe(v.string()),
    /** Privacy statement; its headings carry the anchors #cookies and #matomo-ehemals-piwik. */
    privacy: maybe(v.string()),
    /** Accessibility statement for /barrierefreiheit (spec §2). */
    accessibility: maybe(v.string()),
  }),
  data_protection_commissioner: list(DataProtectionCommissionerSchema),
});
/** Legal texts. */
export type Legal = v.InferOutput<typeof LegalSchema>;
