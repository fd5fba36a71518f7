import { OfflineView } from '@/features/offline/OfflineView';
import { OFFLINE_PAGE_MESSAGES } from '@/features/offline/messages';
import { PageMeta } from '@/features/page-kit/PageMeta';

/**
 * Not in SPEC §2: the service worker's page for a page it never kept, offline
 * (docs/decisions/0090).
 */
export default function OfflinePage() {
  return (
    <>
      <PageMeta title={OFFLINE_PAGE_MESSAGES.title} noIndex />
      <OfflineView />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
