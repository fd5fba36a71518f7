import { CATEGORY_PATH_PREFIX, PRODUCT_PATH_PREFIX } from '../../src/lib/routing/route-paths';

/** The fixture shop's first category: the category page the benchmarks load. */
export const SAMPLE_CATEGORY_PATH = `${CATEGORY_PATH_PREFIX}10`;

/** A product by a title that is not its own: the storefront redirects it to the canonical path, and the benchmarks follow. */
export const SAMPLE_PRODUCT_PATH = `${PRODUCT_PATH_PREFIX}BK-1001/x`;
