import { ContextPage } from '@/features/shop-content/ContextPage';

export default function AboutPage() {
  return (
    <ContextPage
      contextKey="aboutContext"
      title="درباره ما"
      description="آشنایی با فروشگاه، داستان و ارزش‌های ما."
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
