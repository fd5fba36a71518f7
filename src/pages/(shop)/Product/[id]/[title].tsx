import { PRODUCT_MESSAGES } from '@/features/catalogue/messages';
import { loadRequestedProduct } from '@/features/catalogue/product-page';
import { ProductView } from '@/features/catalogue/ProductView';
import { answerPage } from '@/features/errors/page-answer';
import { UnavailableView } from '@/features/errors/UnavailableView';

/**
 * Product detail: the {id} segment is the product code (SPEC §2 and §9), any
 * code the shop gives; its loader reads it from the path as it arrived.
 */
export default async function ProductPage({ query = '' }: { query?: string }) {
  return answerPage(await loadRequestedProduct(query), {
    view: (data) => <ProductView data={data} />,
    failed: (message) => <UnavailableView title={PRODUCT_MESSAGES.unavailable} message={message} />,
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
