import { PageMeta } from '../../features/layout/PageMeta';

export default function ProductsPage() {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="محصولات" description="فهرست کامل محصولات فروشگاه را ببینید و جستجو کنید." />
      <h1 id="page-title">همه محصولات</h1>
      <p className="page__lead">فهرست کامل محصولات فروشگاه را ببینید و جستجو کنید.</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
