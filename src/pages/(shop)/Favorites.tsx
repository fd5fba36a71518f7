import { ProductCard } from '@/features/catalogue/ProductCard';
import { EmptyFavourites, FavouritesGrid } from '@/features/favourites/FavouritesGrid';
import { PageMeta } from '@/server/PageMeta';
import { SessionExpired } from '@/features/session/SessionExpired';
import { pageParam } from '@/lib/query-params';
import { requestShopApi } from '@/server/shop-api';
import { Pagination } from '@/ui/Pagination';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';

/** /Favorites (auth guard): the shopper's favourite products, 10 a page. */
export default async function FavoritesPage({ query }: { query?: string }) {
  const page = pageParam(new URLSearchParams(query));
  const answer = await requestShopApi().getFavorites({ page });
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="علاقه‌مندی‌ها" description="محصولاتی که پسندیده‌اید." noIndex />
      <h1 id="page-title">علاقه‌مندی‌های من</h1>
      {!answer.ok ? (
        answer.kind === 'unauthorized' ? (
          <SessionExpired returnTo="/Favorites" />
        ) : (
          <FormErrorBanner>{answer.message}</FormErrorBanner>
        )
      ) : answer.value.items.length === 0 ? (
        <EmptyFavourites />
      ) : (
        <>
          <FavouritesGrid items={answer.value.items.map((product) => ({ id: product.id, card: <ProductCard product={product} /> }))} />
          <Pagination
            page={page}
            totalPages={answer.value.totalPages}
            hrefFor={(n) => (n === 1 ? '/Favorites' : `/Favorites?page=${n}`)}
            label="صفحه‌های علاقه‌مندی‌ها"
          />
        </>
      )}
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
