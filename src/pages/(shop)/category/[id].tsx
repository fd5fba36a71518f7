import { CategoryView } from '@/features/catalogue/CategoryView';
import { loadCategoryPage } from '@/features/catalogue/listing-page';
import { answerPage } from '@/features/errors/page-answer';

/** A category (SPEC §2): its products and its descendants', filtered and sorted in the URL. */
export default async function CategoryPage({ id, query = '' }: { id: string; query?: string }) {
  return answerPage(await loadCategoryPage(id, query), {
    view: (data) => <CategoryView {...data} />,
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
