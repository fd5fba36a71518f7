import { Icon } from '@/ui/Icon';
import { OFFLINE_PAGE_MESSAGES } from './messages';
import { RetryButton } from './RetryButton';
import { HOME_PATH } from '@/lib/routing/route-paths';

/** A crossed-out connection, drawn here: no other page needs it. */
const NO_CONNECTION =
  'M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.1-2.8M19 12.9a10 10 0 0 0-2.3-1.7M2 8.8a15 15 0 0 1 4.3-2.7M22 8.8A15 15 0 0 0 10.6 5M12 20h.01';

/**
 * The offline page (docs/decisions/0090): what the service worker shows for a
 * page that cannot be reached and was never kept, inside the shop's layout
 * (header, cart count, footer) from the build's copy.
 */
export function OfflineView() {
  return (
    <section className="page status-page container" aria-labelledby="offline-title">
      <p className="status-page__code" aria-hidden="true">
        <Icon path={NO_CONNECTION} size={64} />
      </p>
      <h1 id="offline-title" className="status-page__title">
        {OFFLINE_PAGE_MESSAGES.title}
      </h1>
      <p className="status-page__text">{OFFLINE_PAGE_MESSAGES.text}</p>
      <p className="status-page__actions">
        <RetryButton
          label={OFFLINE_PAGE_MESSAGES.retry}
          stillOffline={OFFLINE_PAGE_MESSAGES.stillOffline}
        />
        <a className="button button--ghost" href={HOME_PATH}>
          {OFFLINE_PAGE_MESSAGES.home}
        </a>
      </p>
    </section>
  );
}
