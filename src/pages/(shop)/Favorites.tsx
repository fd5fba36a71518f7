import { cardPriority } from '@/features/catalogue/card-priority';
import { ProductCardOf } from '@/features/catalogue/ProductGrid';
import { answerPage } from '@/features/errors/page-answer';
import { loadFavouritesPage } from '@/features/favourites/favourites-page';
import { FavouritesFrame } from '@/features/favourites/FavouritesFrame';
import { EmptyFavourites, FavouritesGrid } from '@/features/favourites/FavouritesGrid';
import { Pagination } from '@/ui/Pagination';
import { FAVORITES_PATH } from '@/lib/routing/route-paths';

/** /Favorites (auth guard): the shopper's favourite products, 10 a page. */
export default async function FavouritesPage({ query = '' }: { query?: string }) {
  return answerPage(await loadFavouritesPage(query), {
    frame: (body) => <FavouritesFrame>{body}</FavouritesFrame>,
    view: ({ page, items, totalPages }) =>
      items.length === 0 ? (
        <EmptyFavourites />
      ) : (
        <>
          <FavouritesGrid
            items={items.map((product, index) => ({
              id: product.id,
              card: <ProductCardOf product={product} priority={cardPriority(index)} />,
            }))}
          />
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(n) => (n === 1 ? FAVORITES_PATH : `${FAVORITES_PATH}?page=${n}`)}
            label="صفحه‌های علاقه‌مندی‌ها"
          />
        </>
      ),
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
