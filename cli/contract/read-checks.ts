import {
  API_BANNERS_PATH,
  API_BANNER_PATTERN,
  API_BANNER_PREFIX,
  API_CATEGORIES_PATH,
  API_HOME_PRODUCTS_PATH,
  API_MEDIA_PATTERN,
  API_MEDIA_PREFIX,
  API_PRODUCTS_PATH,
  API_PRODUCT_PATTERN,
  API_PRODUCT_PREFIX,
  API_PRODUCT_REVIEWS_PATTERN,
  API_PRODUCT_REVIEWS_PREFIX,
  API_SHOP_DATA_PATH,
  API_STOCK_HOLDER_NODES_PATH,
} from '../../src/shop-api/api-paths';
import { segment } from '../../src/shop-api/endpoints/context';
import { shopPicture } from '../../src/lib/images/image-variants';
import {
  BANNER_PAGE_SIZE,
  CODE_LOOKUP_SIZE,
  PRODUCT_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
} from '../../src/lib/limits';
import { pickByCode } from '../../src/shop-api/product-code';
import { bannerPageSchema, bannerSchema } from '../../src/shop-api/schemas/banner';
import { categorySchema } from '../../src/shop-api/schemas/category';
import { reviewPageSchema } from '../../src/shop-api/schemas/review';
import {
  productDetailSchema,
  productListSchema,
  productPageSchema,
  productSchema,
} from '../../src/shop-api/schemas/product';
import { shopDataSchema } from '../../src/shop-api/schemas/shop-data';
import { stockHolderNodeSchema } from '../../src/shop-api/schemas/stock-holder';
import { rawItems } from './judge';
import { firstWithId, isRecord, rawId, text, type RawId, type RawRecord } from './raw';
import type { ContractRun } from './run';

/** A product of the shop as it came, for the calls that need one (user and write calls too). */
export type ProductSample = {
  id: RawId;
  code: string | null;
  title: string | null;
  detail: RawRecord | null;
};

/** The first image string of a product that the storefront loads through GET /api/shop/media/{id}. */
function mediaId(product: RawRecord): string | null {
  const images = [product.image, ...[product.images ?? []].flat()];
  for (const image of images) {
    const value = text(image)?.trim();
    const picture = shopPicture(value, '/');
    if (value && picture?.kind === 'variants' && picture.source.kind === 'media') return value;
  }
  return null;
}

/** A word of the title to search for: its longest word. */
function searchWord(title: string): string {
  return title
    .split(/\s+/)
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

async function productLookups(
  run: ContractRun,
  product: RawRecord & { id: RawId },
): Promise<RawRecord | null> {
  const detail = await run.check(
    'read',
    { method: 'GET', path: `${API_PRODUCT_PREFIX}${segment(product.id)}` },
    productDetailSchema,
  );
  const code = text(product.code)?.trim();
  if (!code)
    run.skip(
      'read',
      { method: 'GET', path: API_PRODUCTS_PATH, query: { code: '{code}' } },
      'the product has no code',
    );
  else {
    const query = { page: 1, size: CODE_LOOKUP_SIZE, code };
    const found = await run.check(
      'read',
      { method: 'GET', path: API_PRODUCTS_PATH, query },
      productPageSchema,
      { item: productSchema },
    );
    if (found.value && pickByCode(found.value.items, code)?.code.trim() !== code) {
      run.refuse(
        `the product with code «${code}» is not among the first ${CODE_LOOKUP_SIZE} the code filter finds: its page would be a 404`,
      );
    }
  }
  const title = text(product.title);
  if (!title)
    run.skip(
      'read',
      { method: 'GET', path: API_PRODUCTS_PATH, query: { title: '{word}' } },
      'the product has no title',
    );
  else {
    const query = { page: 1, size: PRODUCT_PAGE_SIZE, title: searchWord(title) };
    const found = await run.check(
      'read',
      { method: 'GET', path: API_PRODUCTS_PATH, query },
      productPageSchema,
      { item: productSchema },
    );
    if (found.value && !found.value.items.some((item) => String(item.id) === String(product.id))) {
      run.warn(`a search for «${query.title}» (a word of «${title}») does not find that product`);
    }
  }
  return isRecord(detail.raw) ? detail.raw : null;
}

/**
 * Every read call of SPEC §7 that needs no session. Throws Unreachable when get-data
 * (the first call) gets no answer.
 */
export async function readChecks(run: ContractRun): Promise<ProductSample | null> {
  await run.check('read', { method: 'GET', path: API_SHOP_DATA_PATH }, shopDataSchema, {
    rethrowUnreachable: true,
  });

  const banners = await run.check(
    'read',
    { method: 'GET', path: API_BANNERS_PATH, query: { page: 1, size: BANNER_PAGE_SIZE } },
    bannerPageSchema,
  );
  const banner = firstWithId(rawItems(banners.raw));
  const bannerPath = {
    method: 'GET' as const,
    path: banner ? `${API_BANNER_PREFIX}${segment(banner.id as RawId)}` : API_BANNER_PATTERN,
  };
  if (banner) await run.check('read', bannerPath, bannerSchema);
  else run.skip('read', bannerPath, 'no banner in the list to ask for');

  await run.check('read', { method: 'GET', path: API_HOME_PRODUCTS_PATH }, productListSchema, {
    item: productSchema,
  });
  const list = await run.check(
    'read',
    { method: 'GET', path: API_PRODUCTS_PATH, query: { page: 1, size: PRODUCT_PAGE_SIZE } },
    productPageSchema,
    { item: productSchema },
  );

  const categories = await run.check(
    'read',
    { method: 'GET', path: API_CATEGORIES_PATH },
    categorySchema,
  );
  const root = isRecord(categories.raw) ? categories.raw : null;
  const category = firstWithId(Array.isArray(root?.children) ? root.children : []);
  const categoryQuery = {
    page: 1,
    size: PRODUCT_PAGE_SIZE,
    parentDetailedAccountId: String(category?.id ?? '{id}'),
  };
  if (category) {
    await run.check(
      'read',
      { method: 'GET', path: API_PRODUCTS_PATH, query: categoryQuery },
      productPageSchema,
      {
        item: productSchema,
      },
    );
  } else {
    run.skip(
      'read',
      { method: 'GET', path: API_PRODUCTS_PATH, query: categoryQuery },
      'no category below the root',
    );
  }

  await run.check(
    'read',
    { method: 'GET', path: API_STOCK_HOLDER_NODES_PATH },
    stockHolderNodeSchema,
  );

  const first = firstWithId(rawItems(list.raw));
  const productId = first ? rawId(first.id) : null;
  if (!first || productId === null) {
    for (const path of [API_PRODUCT_PATTERN, API_MEDIA_PATTERN, API_PRODUCT_REVIEWS_PATTERN]) {
      run.skip('read', { method: 'GET', path }, 'the product list gave no product to ask for');
    }
    return null;
  }
  const detail = await productLookups(run, { ...first, id: productId });

  const media = mediaId(detail ?? first);
  const mediaPath = {
    method: 'GET' as const,
    path: media ? `${API_MEDIA_PREFIX}${segment(media)}` : API_MEDIA_PATTERN,
  };
  if (media) await run.check('read', mediaPath, 'media');
  else
    run.skip(
      'read',
      mediaPath,
      'no image of the product is a media id (images come from URLs or the image base)',
    );

  await run.check(
    'read',
    {
      method: 'GET',
      path: `${API_PRODUCT_REVIEWS_PREFIX}${segment(productId)}`,
      query: { page: 1, size: REVIEW_PAGE_SIZE },
    },
    reviewPageSchema,
  );
  return { id: productId, code: text(first.code), title: text(first.title), detail };
}
