import { matchRoute } from '@/lib/routing/routes';
import { VITALS_ROUTE_META, VITALS_SAMPLE_META } from '@/lib/vitals';
import { serverConfig } from '@/server/settings/config';
import { pageRequestOf } from '@/server/requests/page-request';
import { requestUrl } from '@/server/requests/request-context';

/**
 * What the vitals beacon (start-vitals.ts) needs from the server: the route
 * pattern of the page (never its path) and SHOP_VITALS_SAMPLE. The same for
 * every shopper of a route, so a page a shared cache keeps stays shareable.
 */
export function VitalsMeta() {
  const page = pageRequestOf(requestUrl().pathname);
  const route = page ? matchRoute(page.pathname)?.pattern : undefined;
  if (!route) return null;
  return (
    <>
      <meta name={VITALS_ROUTE_META} content={route} />
      <meta name={VITALS_SAMPLE_META} content={String(serverConfig().vitalsSample)} />
    </>
  );
}
