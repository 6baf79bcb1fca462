// Product image URLs in the built site: the build copies content images to /images/ under their
// lower-cased, trimmed names (decision 011 Output). Kept here, not imported from the shop's
// ItemPage folder, so list islands do not load the item page's chunk for one function.
import type {Image} from '@schaufenster/core';

/** The site URL of a product image. */
export function productImageSrc(image: Image): string {
  return `/images/${encodeURIComponent(image.filename_download.trim().toLowerCase())}`;
}
