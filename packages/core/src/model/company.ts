// Company, branches and opening hours (spec §3 Company, Branch, Opening period).
import * as v from 'valibot';
import {
  EmailSchema,
  IdSchema,
  ImageSchema,
  TimeSchema,
  list,
  maybe,
  translations,
} from './common.ts';

/** Legal forms that change the representative label (spec §5 Legal-form labels). */
const LEGAL_FORMS = ['single', 'ev', 'bag', 'other'] as const;

/** Address kinds (spec §5 Address type labels). */
const ADDRESS_TYPES = ['hq', 'federal_office'] as const;

/** One postal address of the company. */
const CompanyAddressSchema = v.object({
  street: v.string(),
  number: v.string(),
  zip_code: v.string(),
  city: v.string(),
  address_type: maybe(v.picklist(ADDRESS_TYPES)),
});

/** One e-mail address; only the primary one is shown (spec §5 Company display). */
const CompanyEmailSchema = v.object({
  email: EmailSchema,
  primary: v.optional(v.boolean(), false),
});

/** Kinds of phone numbers (spec §3 Company numbers). */
const NUMBER_TYPES = ['phone', 'mobile', 'fax'] as const;

/** One phone, mobile or fax number. */
const CompanyNumberSchema = v.object({
  number: v.pipe(v.string(), v.maxLength(250)),
  type: v.picklist(NUMBER_TYPES),
  primary: v.optional(v.boolean(), false),
});

/** An owner, board member or managing director. */
const ExecutiveSchema = v.object({name: v.string()});

/** A register entry, e.g. Handelsregister HRA 12345 at Amtsgericht Frankfurt am Main. */
const RegisterSchema = v.object({
  register_type: v.string(),
  number: v.string(),
  registrar: v.string(),
});

/** The company record (collection `company`, a singleton). */
export const CompanySchema = v.object({
  id: v.optional(IdSchema),
  company_name: v.string(),
  display_name: v.string(),
  legal_form: v.picklist(LEGAL_FORMS),
  /** Supervisory authority text for the legal block `legal_authority`; may hold HTML. */
  legal_authority: maybe(v.string()),
  logo: maybe(ImageSchema),
  addresses: list(CompanyAddressSchema),
  emails: list(CompanyEmailSchema),
  numbers: list(CompanyNumberSchema),
  executives: list(ExecutiveSchema),
  registers: list(RegisterSchema),
  /** VAT identification number (USt-IdNr.). */
  ust_id: maybe(v.string()),
  /** Tax number (Steuernummer). */
  vat_number: maybe(v.string()),
});
/** The company record. */
export type Company = v.InferOutput<typeof CompanySchema>;

/** A day code 0-16 (spec §3: 0 info line, 1 Montag … 16 Silvester). */
const DayCodeSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(16));

/**
 * One opening period. `day` is a code 0-16 or free text; a day may have several periods
 * (same day and sort, different times); a period without times means closed (spec §4).
 */
export const OpeningPeriodSchema = v.object({
  id: v.optional(IdSchema),
  day: v.union([DayCodeSchema, v.pipe(v.string(), v.nonEmpty())]),
  time_open: maybe(TimeSchema),
  time_close: maybe(TimeSchema),
  sort: v.optional(v.number(), 0),
  free_text: maybe(v.string()),
  translations: translations({day: maybe(v.string()), free_text: maybe(v.string())}),
});
/** One opening period of a branch. */
export type OpeningPeriod = v.InferOutput<typeof OpeningPeriodSchema>;

/**
 * The `sort` of a branch that has none: after every real one, so a branch without `sort` never
 * becomes the head office ahead of one with `sort: 1` (decision 027). A number, not Infinity:
 * branches travel in island props as JSON.
 */
export const BRANCH_SORT_MISSING = Number.MAX_SAFE_INTEGER;

/** A branch (collection `branch`). */
export const BranchSchema = v.object({
  id: IdSchema,
  display_name: v.string(),
  street: v.string(),
  zip: v.string(),
  city: v.string(),
  phone: maybe(v.pipe(v.string(), v.maxLength(250))),
  email: maybe(EmailSchema),
  /** Display order; a branch without one comes after those with one (decision 027). */
  sort: v.optional(v.number(), BRANCH_SORT_MISSING),
  opening_periods: list(OpeningPeriodSchema),
});
/** A branch with its opening periods. */
export type Branch = v.InferOutput<typeof BranchSchema>;

/** The older opening-hours format (collection `opening_hours`, spec §3 "Older opening hours"). */
export const OpeningHoursSchema = v.object({
  id: IdSchema,
  sort: v.optional(v.number(), 0),
  opening_time: maybe(TimeSchema),
  closing_time: maybe(TimeSchema),
  closed: v.optional(v.boolean(), false),
  translations: translations({day: maybe(v.string()), free_text: maybe(v.string())}),
});
/** One row of the older opening-hours format. */
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;
