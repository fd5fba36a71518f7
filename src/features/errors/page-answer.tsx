import 'server-only';
import type { ReactNode } from 'react';
import { unstable_redirect as redirect } from 'waku/router/server';
import type { PageResult } from '@/features/page-kit/page-result';
import { pageRequestOf } from '@/server/requests/page-request';
import {
  requestUrl,
  setResponseHeader,
  setResponseStatus,
} from '@/server/requests/request-context';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { SessionExpired } from '../session/SessionExpired';
import { NotFoundView } from './NotFoundView';

type PageViews<T> = {
  /** The page for its data. */
  view: (value: T) => ReactNode;
  /**
   * What stays around the page's body whatever the answer (its title and
   * heading): the view and the notices (expired session, failure banner) go
   * inside; `value` is the page's data when it has some.
   */
  frame?: (body: ReactNode, value: T | null) => ReactNode;
  /** The whole page for a failure, instead of the failure banner in the frame. */
  failed?: (message: string) => ReactNode;
};

/**
 * The one mapper from a loader's result to the answer (docs/decisions/0014):
 * the response status, the redirect and the view. Pages decide nothing else;
 * whether the answer may be kept is the request context's upstream-failure
 * mark, set by the calls themselves (the decision says why).
 */
export function answerPage<T>(result: PageResult<T>, views: PageViews<T>): ReactNode {
  const frame = views.frame ?? ((body: ReactNode) => body);
  switch (result.kind) {
    case 'ok':
      return frame(views.view(result.value), result.value);
    case 'moved':
      return movedPermanently(result.location);
    case 'missing':
      return notFoundPage();
    case 'unauthorised':
      return frame(<SessionExpired returnTo={result.returnTo} />, null);
    case 'failed':
      // A failed page is not shared by caches (cache-control keeps only 200s public).
      if (result.status) setResponseStatus(result.status);
      if (result.partial !== undefined) return frame(views.view(result.partial), result.partial);
      return views.failed
        ? views.failed(result.message)
        : frame(<FormErrorBanner>{result.message}</FormErrorBanner>, null);
  }
}

/** The not-found view with HTTP 404: a missing result, and the page of unknown routes. */
export function notFoundPage(): ReactNode {
  setResponseStatus(404);
  return <NotFoundView pathname={requestUrl().pathname} />;
}

/**
 * A page's answer when its URL is not the canonical one. A document gets 301
 * with Location and a short note (src/middleware/response.ts). The client
 * router's RSC request gets Waku's redirect thrown from the render: the router
 * replaces the address with the canonical one and shows that page, as a page
 * load lands there; an answer a cache keeps says the same to whoever asks next
 * (docs/decisions/0002).
 */
function movedPermanently(location: string): ReactNode {
  if (pageRequestOf(requestUrl().pathname)?.kind === 'rsc') redirect(location, 308);
  setResponseStatus(301);
  setResponseHeader('location', location);
  return (
    <section className="page container">
      <p>
        این صفحه به <a href={location}>نشانی تازه</a> منتقل شده است.
      </p>
    </section>
  );
}
