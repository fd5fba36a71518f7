import type { Context } from 'hono';
import type { ShopApp, ShopContext } from '../context';
import { ShopError, failure, success } from '../envelope';
import { MESSAGES } from '../messages';
import { toAsciiDigits } from '../normalise';
import { paginate, readPage } from '../pagination';
import { toDetail, toSummary } from '../projections';
import { bearerUserId, query } from '../request';
import type { Product } from '../seed-schema';

const HOME_POSITIONS = [2, 3, 4];

function positions(product: Product): number[] {
  return Array.isArray(product.shopPosition) ? product.shopPosition : [product.shopPosition];
}

/** The caller's favourite product ids when a valid token comes with the request. */
function favouritesOf(c: Context, ctx: ShopContext): ReadonlySet<number> {
  const userId = bearerUserId(c, ctx);
  const user = ctx.state().users.find((candidate) => candidate.id === userId);
  return new Set(user?.favouriteProductIds ?? []);
}

function categoryFilter(raw: string | null, ctx: ShopContext): ReadonlySet<number> | null {
  if (raw === null || raw.trim() === '') return null;
  const text = toAsciiDigits(raw.trim());
  if (!/^\d{1,9}$/.test(text)) throw new ShopError('invalidInput', MESSAGES.invalidId);
  return ctx.state().categoryScope.get(Number(text)) ?? new Set();
}

/** Products: the filtered, paged list, the home groups and the detail. */
export function catalogueRoutes(app: ShopApp, ctx: ShopContext): void {
  app.get('/api/shop/products', (c) => {
    const params = query(c);
    const page = readPage(params, 10);
    const { searchForm } = ctx.dialect();
    const title = searchForm(params.get('title') ?? '');
    const code = searchForm(params.get('code') ?? '');
    const categories = categoryFilter(params.get('parentDetailedAccountId'), ctx);
    const state = ctx.state();
    const matches = state.products.filter((product) => {
      const text = state.searchText.get(product.id);
      return (
        (!title || text?.title.includes(title)) &&
        (!code || text?.code.includes(code)) &&
        (!categories || categories.has(product.parentDetailedAccountId))
      );
    });
    const favourites = favouritesOf(c, ctx);
    return success(
      paginate(
        matches.map((product) => toSummary(product, favourites.has(product.id))),
        page,
      ),
    );
  });

  app.get('/api/shop/products/home', (c) => {
    const favourites = favouritesOf(c, ctx);
    const home = ctx
      .state()
      .products.filter((product) =>
        positions(product).some((position) => HOME_POSITIONS.includes(position)),
      );
    return success(home.map((product) => toSummary(product, favourites.has(product.id))));
  });

  // By id, or (default dialect) by code for the product page's slug.
  app.get('/api/shop/products/:idOrCode', (c) => {
    const key = c.req.param('idOrCode');
    const state = ctx.state();
    const product = /^\d+$/.test(key)
      ? state.productById.get(Number(key))
      : ctx.dialect().productCodeInPath
        ? state.productByCode.get(key.toLowerCase())
        : undefined;
    if (!product) return failure('notFound', MESSAGES.productNotFound);
    return success(toDetail(product, favouritesOf(c, ctx).has(product.id)));
  });
}
