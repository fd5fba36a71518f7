import { Suspense } from 'react';
import { categoryPath, categoryTrail } from '../../../../features/catalogue/category-tree';
import { lookupProductByCode } from '../../../../features/catalogue/code-lookup';
import { productPictures } from '../../../../lib/product-images';
import { DEFAULT_RATING } from '../../../../features/catalogue/listing-query';
import { movedPermanently } from '../../../../features/catalogue/moved-permanently';
import { jsonLdText, productJsonLd } from '../../../../features/catalogue/product-json-ld';
import { ProductGallery } from '../../../../features/catalogue/ProductGallery';
import { ProductReviews, ReviewsSkeleton } from '../../../../features/catalogue/ProductReviews';
import { PurchasePanel } from '../../../../features/catalogue/PurchasePanel';
import { cartOfferOf } from '../../../../features/cart/cart-rules';
import { isCanonicalSlug, productPath } from '../../../../lib/product-path';
import { productPathParams } from '../../../../lib/product-route';
import { PageMeta } from '../../../../server/PageMeta';
import { pictureAttributes, pictureUrl, SHARED_IMAGE_WIDTH } from '../../../../lib/image-variants';
import { toPersianDigits } from '../../../../lib/persian';
import { pageParam } from '../../../../lib/query-params';
import { sanitizeHtml } from '../../../../server/sanitize-html';
import { serverConfig } from '../../../../server/config';
import { getCategories } from '../../../../server/categories';
import { notFoundPage } from '../../../../features/errors/not-found-page';
import { pageRequestOf } from '../../../../server/page-request';
import { requestOrigin, requestUrl, setResponseStatus } from '../../../../server/request-context';
import { publicShopApi } from '../../../../server/shop-api';
import { BidiText } from '../../../../ui/BidiText';
import { preloadPicture } from '../../../../ui/preload-picture';
import { PriceTag } from '../../../../ui/PriceTag';
import { Rating } from '../../../../ui/Rating';

/** SPEC §9 defaults. */
const DEFAULT_DESCRIPTION = 'توضیحات محصول در دسترس نیست';
const DEFAULT_FEATURES = 'ویژگی‌ای برای این محصول ثبت نشده است.';

/** The first words of the description for the meta description, cut at a word. */
function summaryOf(html: string, max = 160): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/**
 * Product detail: the {id} segment is the product code (SPEC §2 and §9), any
 * code the shop gives, read from the URL as it arrived (productPathParams).
 */
export default async function ProductPage({ query = '' }: { id: string; title: string; query?: string }) {
  const request = pageRequestOf(requestUrl().pathname);
  const params = request ? productPathParams(request.pathname) : null;
  if (!params) return notFoundPage();
  const { code } = params;
  const result = await lookupProductByCode(publicShopApi(), code);
  if (!result.ok) {
    setResponseStatus(result.kind === 'timeout' ? 504 : 502);
    return (
      <section className="page container" aria-labelledby="page-title">
        <PageMeta title="محصول در دسترس نیست" noIndex />
        <h1 id="page-title">محصول در دسترس نیست</h1>
        <p className="empty-state card" role="alert">
          {result.message}
        </p>
      </section>
    );
  }
  const product = result.value;
  if (!product) return notFoundPage();
  const canonicalPath = productPath(product);
  if (code !== product.code || !isCanonicalSlug(params.title, product.title)) {
    const search = requestUrl().search;
    return movedPermanently(`${canonicalPath}${search}`);
  }

  const pictures = productPictures(product.images, serverConfig().imageBaseUrl);
  const gallery = pictures.map((picture) => ({ main: pictureAttributes(picture, 'gallery'), thumb: pictureAttributes(picture, 'thumb') }));
  preloadPicture(pictureAttributes(pictures[0], 'gallery'));
  const productHtml = sanitizeHtml(product.productDescription, serverConfig().imageBaseUrl);
  const shopHtml = sanitizeHtml(product.shopDescription, serverConfig().imageBaseUrl);
  const rating = product.rate ?? DEFAULT_RATING;
  const reviewCount = product.totalReviews ?? 0;
  const description = summaryOf(productHtml) || DEFAULT_DESCRIPTION;
  const trail = product.parentDetailedAccountId ? categoryTrail(await getCategories(), product.parentDetailedAccountId) : null;
  const origin = requestOrigin();
  const reviewsPage = pageParam(new URLSearchParams(query), 'reviews');
  const jsonLd = productJsonLd(product, {
    url: `${origin}${canonicalPath}`,
    images: pictures.map((picture) => new URL(pictureUrl(picture, SHARED_IMAGE_WIDTH), origin).href),
    description,
    rating,
    reviewCount,
  });

  return (
    <article className="page container product-page" aria-labelledby="page-title">
      <PageMeta title={product.title} description={description} canonicalPath={canonicalPath} image={pictureUrl(pictures[0], SHARED_IMAGE_WIDTH)} type="product" />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <nav aria-label="مسیر صفحه" className="breadcrumb">
        <ol>
          <li>
            <a href="/">خانه</a>
          </li>
          <li>
            <a href="/Products">محصولات</a>
          </li>
          {(trail ?? []).map((step) => (
            <li key={step.id}>
              <a href={categoryPath(step.id)}>{step.name}</a>
            </li>
          ))}
          <li>
            <span aria-current="page">
              <BidiText text={product.title} />
            </span>
          </li>
        </ol>
      </nav>
      <div className="product-page__top">
        <ProductGallery pictures={gallery} title={product.title} />
        <div className="product-page__summary">
          <h1 id="page-title">
            <BidiText text={product.title} />
          </h1>
          <p className="product-page__meta">
            کد محصول: <bdi>{product.code}</bdi>
          </p>
          <p className="product-page__rating">
            <Rating value={rating} />
            <a href="#reviews">{toPersianDigits(reviewCount)} نظر</a>
          </p>
          <PriceTag
            price={product.price}
            priceWithDiscount={product.priceWithDiscount}
            discountPercent={product.discountPercent}
            size="large"
          />
          <PurchasePanel product={cartOfferOf(product)} image={product.images[0] ?? null} />
          {shopHtml ? <div className="product-page__shop-note rich-text" dangerouslySetInnerHTML={{ __html: shopHtml }} /> : null}
        </div>
      </div>
      <div className="product-page__details">
        <section className="card content-card" aria-labelledby="description-title">
          <h2 id="description-title" className="section-title">
            توضیحات محصول
          </h2>
          {productHtml ? (
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: productHtml }} />
          ) : (
            <p>{DEFAULT_DESCRIPTION}</p>
          )}
        </section>
        <section className="card content-card" aria-labelledby="features-title">
          <h2 id="features-title" className="section-title">
            ویژگی‌ها
          </h2>
          {product.features.length > 0 ? (
            <ul className="features-list">
              {product.features.map((feature, index) => (
                <li key={`${index}-${feature}`}>{feature}</li>
              ))}
            </ul>
          ) : (
            <p>{DEFAULT_FEATURES}</p>
          )}
        </section>
      </div>
      <Suspense fallback={<ReviewsSkeleton />}>
        <ProductReviews productId={product.id} page={reviewsPage} pagePath={canonicalPath} />
      </Suspense>
    </article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
