import { ContextPage } from '@/features/shop-content/ContextPage';

export default function PrivacyPage() {
  return (
    <ContextPage
      contextKey="privacyTermsContext"
      title="حریم خصوصی"
      description="چگونه از اطلاعات شخصی شما در فروشگاه نگهداری می‌کنیم."
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
