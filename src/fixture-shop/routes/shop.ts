import type { ShopApp, ShopContext } from '../context';
import { failure, success } from '../envelope';
import { MESSAGES } from '../messages';
import { paginate, readPage } from '../pagination';
import { numericParam, query } from '../request';
import { shopData } from '../shop-data';

/** Shop data, categories, banners and the stock-holder tree. */
export function shopRoutes(app: ShopApp, ctx: ShopContext): void {
  app.get('/api/shop/get-data', () =>
    success(shopData(ctx.seed().shop, ctx.scenario(), ctx.now())),
  );

  app.get('/api/shop/categories', () => success(ctx.seed().categories));

  app.get('/api/shop/accounts/stockHolderNodeAccounts', () => success(ctx.seed()['stock-holders']));

  app.get('/api/shop/banners', (c) => {
    const banners = [...ctx.seed().banners].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    return success(paginate(banners, readPage(query(c), 5)));
  });

  app.get('/api/shop/banners/:id{[0-9]+}', (c) => {
    const id = numericParam(c, 'id');
    const banner = ctx.seed().banners.find((candidate) => candidate.id === id);
    return banner ? success(banner) : failure('notFound', MESSAGES.bannerNotFound);
  });
}
