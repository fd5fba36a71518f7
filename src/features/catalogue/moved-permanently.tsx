import 'server-only';
import { pageRequestOf } from '@/server/page-request';
import { requestUrl, setResponseHeader, setResponseStatus } from '@/server/request-context';

/**
 * A page's answer when its URL is not the canonical one: 301 with Location
 * for a document; for the client router's RSC request a non-3xx status with
 * a Location (docs/decisions/0002), as the canonical-path middleware does.
 */
export function movedPermanently(location: string) {
  const page = pageRequestOf(requestUrl().pathname);
  setResponseStatus(page?.kind === 'rsc' ? 409 : 301);
  setResponseHeader('location', location);
  return (
    <section className="page container">
      <p>
        این صفحه به <a href={location}>نشانی تازه</a> منتقل شده است.
      </p>
    </section>
  );
}
