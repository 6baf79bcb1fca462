// Which branch is "the" branch (decision 027 "Pages a retailer has"): its hours go with the
// company's address on the home page ("Besuchen Sie uns"), the imprint, the contact page, the
// footer and the business JSON-LD, so a workshop's hours never show under the head office's
// address.
import type {Branch} from '../model/company.ts';

/** What the order reads of a branch. */
type OrderedBranch = Pick<Branch, 'id' | 'sort' | 'street' | 'zip'>;

/**
 * What the head office is matched against: the company's addresses (spec §3 Company).
 * Structural, so the model and ui's CompanyInput both fit.
 */
type HeadOfficeCompany = {
  addresses?:
    | readonly {
        street?: string | null;
        number?: string | null;
        zip_code?: string | null;
        address_type?: string | null;
      }[]
    | null;
};

/**
 * Branches in display order: by `sort` (a branch without one sorts last: the model gives it
 * `BRANCH_SORT_MISSING`), then by id, numbers in numeric order.
 */
export function orderBranches<B extends OrderedBranch>(branches: readonly B[]): B[] {
  return [...branches].sort(
    (a, b) =>
      a.sort - b.sort ||
      String(a.id).localeCompare(String(b.id), 'de', {numeric: true, sensitivity: 'base'}),
  );
}

/**
 * The head office: the branch at the company's `hq` address (spec §5 Address type labels:
 * Hauptgeschäftsstelle), street with number and postcode compared without case and extra
 * spaces; without such a branch the first of {@link orderBranches}. Undefined without branches.
 */
export function headOffice<B extends OrderedBranch>(site: {
  branches: readonly B[];
  company?: HeadOfficeCompany | null;
}): B | undefined {
  const ordered = orderBranches(site.branches);
  const hq = site.company?.addresses?.find((address) => address.address_type === 'hq');
  const atHq = hq
    ? ordered.find(
        (branch) =>
          same(branch.street, `${hq.street ?? ''} ${hq.number ?? ''}`) &&
          same(branch.zip, hq.zip_code ?? ''),
      )
    : undefined;
  return atHq ?? ordered[0];
}

function same(a: string, b: string): boolean {
  const clean = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return clean(a) === clean(b);
}
