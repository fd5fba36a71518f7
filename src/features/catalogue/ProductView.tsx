import 'server-only';
import { DEFAULT_RATING } from '@/lib/limits';
import { Suspense } from 'react';
import { htmlSummary } from '@/lib/text/html-summary';
import {
  pictureAttributes,
  pictureUrl,
  SHARED_IMAGE_WIDTH,
  shopPicture,
} from '@/lib/images/image-variants';
import { toPersianDigits } from '@/lib/text/persian';
import { serverConfig } from '@/server/settings/config';
import { requestOrigin } from '@/server/requests/request-context';
import { sanitizeHtml } from '@/server/upstream/sanitize-html';
import { BidiText } from '@/ui/BidiText';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { JsonLd } from '@/features/page-kit/JsonLd';
import { preloadPicture } from '@/ui/preload-picture';
import { PriceTag } from '@/ui/PriceTag';
import { priceTexts } from '@/ui/price-texts';
import { Rating } from '@/ui/Rating';
import { cartOfferOf } from '../cart/cart-rules';
import { RecentlyViewed } from '../recently-viewed/RecentlyViewed';
import { PageMeta } from '@/features/page-kit/PageMeta';
import { categoryPath } from './category-tree';
import { productPictures } from '@/lib/images/product-images';
import { PRODUCT_MESSAGES } from './messages';
import type { ProductPageFound } from './product-page-data';
import { breadcrumbJsonLd, productJsonLd } from './structured-data';
import { ProductGallery } from './ProductGallery';
import { ProductReviews } from './ProductReviews';
import { PurchasePanel } from './PurchasePanel';
import { ShareProduct } from './ShareProduct';
import { PRODUCTS_PATH } from '@/lib/routing/route-paths';

type Props = { data: ProductPageFound };

/**
 * The product page (SPEC §2 and §9): gallery, summary and purchase panel,
 * description and features on the first screen; the reviews stream in.
 */
export function ProductView({ data }: Props) {
  const { product, canonicalPath, trail } = data;
  const origin = requestOrigin();
  const { imageBaseUrl } = serverConfig();
  const pictures = productPictures(product.images, imageBaseUrl);
  const gallery = pictures.map((picture) => ({
    main: pictureAttributes(picture, 'gallery'),
    thumb: pictureAttributes(picture, 'thumb'),
  }));
  preloadPicture(pictureAttributes(pictures[0], 'gallery'));
  const productHtml = sanitizeHtml(product.productDescription, imageBaseUrl);
  const shopHtml = sanitizeHtml(product.shopDescription, imageBaseUrl);
  const rating = product.rate ?? DEFAULT_RATING;
  const reviewCount = product.totalReviews ?? 0;
  const description = htmlSummary(productHtml) || PRODUCT_MESSAGES.noDescription;
  const url = `${origin}${canonicalPath}`;
  const structured = {
    url,
    images: pictures.flatMap((picture) =>
      picture.kind === 'variants' ? [`${origin}${pictureUrl(picture, SHARED_IMAGE_WIDTH)}`] : [],
    ),
    description,
  };
  // Home, the category path, the product (the visible trail also offers «محصولات»).
  const trailJsonLd = breadcrumbJsonLd(origin, [
    ...(trail ?? []).map((step) => ({ name: step.name, path: categoryPath(step.id) })),
    { name: product.title, path: canonicalPath },
  ]);
  const steps = [
    { key: 'products', label: 'محصولات', href: PRODUCTS_PATH },
    ...(trail ?? []).map((step) => ({
      key: String(step.id),
      label: step.name,
      href: categoryPath(step.id),
    })),
    { key: 'product', label: <BidiText text={product.title} /> },
  ];

  return (
    <article className="page container product-page" aria-labelledby="page-title">
      <PageMeta
        title={product.title}
        description={description}
        canonicalPath={canonicalPath}
        image={pictureUrl(pictures[0], SHARED_IMAGE_WIDTH)}
        type="product"
      />
      <JsonLd data={trailJsonLd} />
      {/* With the reviews shown, once they arrive: never holds up the first screen. */}
      <Suspense fallback={null}>
        <ProductJsonLd product={product} options={structured} reviews={data.reviews} />
      </Suspense>
      <Breadcrumb steps={steps} />
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
            <ShareProduct url={url} title={product.title} />
          </p>
          <PriceTag texts={priceTexts(product)} size="large" />
          <PurchasePanel product={cartOfferOf(product)} />
          {shopHtml ? (
            <div
              className="product-page__shop-note rich-text"
              dangerouslySetInnerHTML={{ __html: shopHtml }}
            />
          ) : null}
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
            <p>{PRODUCT_MESSAGES.noDescription}</p>
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
            <p>{PRODUCT_MESSAGES.noFeatures}</p>
          )}
        </section>
      </div>
      <ProductReviews
        productId={product.id}
        reviews={data.reviews}
        pagePath={canonicalPath}
        total={reviewCount}
      />
      <RecentlyViewed
        current={{
          id: product.id,
          code: product.code,
          title: product.title,
          image: product.images.find((image) => shopPicture(image, imageBaseUrl)) ?? null,
        }}
        imageBaseUrl={imageBaseUrl}
      />
    </article>
  );
}

async function ProductJsonLd({
  product,
  options,
  reviews,
}: {
  product: ProductPageFound['product'];
  options: Omit<Parameters<typeof productJsonLd>[1], 'reviews'>;
  reviews: ProductPageFound['reviews'];
}) {
  const result = await reviews;
  return (
    <JsonLd
      data={productJsonLd(product, { ...options, reviews: result.ok ? result.value.items : [] })}
    />
  );
}
