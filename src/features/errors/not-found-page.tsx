import 'server-only';
import { NotFoundView } from './NotFoundView';
import { requestUrl, setResponseStatus } from '@/server/request-context';

/** What a page returns when its validation fails: the not-found view with HTTP 404. */
export function notFoundPage() {
  setResponseStatus(404);
  return <NotFoundView pathname={requestUrl().pathname} />;
}
