import { Icon } from '@/ui/Icon';
import { OFFLINE_MESSAGES } from './messages';
import { RetryButton } from './RetryButton';

/**
 * The offline page (docs/decisions/0090): what the service worker shows for a
 * page that cannot be reached and was never kept, inside the shop's layout
 * (header, cart count, footer) from the build's copy.
 */
export function OfflineView() {
  return (
    <section className="page status-page container" aria-labelledby="offline-title">
      <p className="status-page__code" aria-hidden="true">
        <Icon name="wifi-off" size={64} />
      </p>
      <h1 id="offline-title" className="status-page__title">
        {OFFLINE_MESSAGES.pageTitle}
      </h1>
      <p className="status-page__text">{OFFLINE_MESSAGES.pageText}</p>
      <p className="status-page__actions">
        <RetryButton />
        <a className="button button--ghost" href="/">
          {OFFLINE_MESSAGES.home}
        </a>
      </p>
    </section>
  );
}
