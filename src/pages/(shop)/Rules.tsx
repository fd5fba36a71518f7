import { ContextPage } from '@/features/shop-content/ContextPage';

export default function RulesPage() {
  return (
    <ContextPage
      contextKey="conditionsContext"
      title="قوانین و مقررات"
      description="شرایط خرید، ارسال، بازگشت کالا و استفاده از فروشگاه."
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
