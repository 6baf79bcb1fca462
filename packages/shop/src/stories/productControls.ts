// Story-only (never exported from the package index): a "pick a fixture" select for product-id
// props (decision 051), so a designer picks a product by name instead of typing an id. The options
// are the published products the msw shop handlers serve.
import {DEFAULT_RETAILER, rawRetailers} from '@schaufenster/fixtures';

/** The fields of a raw fixture product the select shows. */
interface ServedProduct {
  id: number;
  display_name: string;
  status: string;
  ratings: readonly unknown[];
}

/** The published products msw serves (the default retailer's catalogue). */
export function servedProducts(): ServedProduct[] {
  const records = rawRetailers[DEFAULT_RETAILER].ecommerce_product as ServedProduct[];
  return records.filter((product) => product.status === 'published');
}

/**
 * The argType of a product-id prop: a select of the served products by name (with their number
 * of ratings), after the story file's stand-ins (`{[-1]: 'Most rated product'}`).
 */
export function productIdControl(standIns: Readonly<Record<number, string>>) {
  const products = servedProducts();
  const labels: Record<string, string> = {
    ...Object.fromEntries(Object.entries(standIns)),
    ...Object.fromEntries(
      products.map((p) => [String(p.id), `${p.display_name} (${p.ratings.length} ★)`]),
    ),
  };
  return {
    control: {type: 'select' as const, labels},
    options: [...Object.keys(standIns).map(Number), ...products.map((p) => p.id)],
  };
}
