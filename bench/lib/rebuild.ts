// The incremental rebuild the bench times, so a slow rebuild shows (decision 033): one product's
// price changed in the generated content, then the same output folder built again.
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Raises the price of the middle product of `contentDir`'s catalogue by one euro, as an editor
 * would, and returns its id. The middle one: a product at either end of the list would favour or
 * spoil pages that read the list up to it.
 */
export async function changeOnePrice(contentDir: string): Promise<string | number> {
  const file = path.join(contentDir, 'ecommerce_product.json');
  const products = JSON.parse(await readFile(file, 'utf8')) as {
    id: string | number;
    price_brutto: number | null;
  }[];
  const product = products[Math.floor(products.length / 2)];
  if (product === undefined) throw new Error(`No products in ${file}`);
  product.price_brutto = (product.price_brutto ?? 0) + 1;
  await writeFile(file, `${JSON.stringify(products, null, 1)}\n`);
  return product.id;
}
