import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { unstable_getErrorInfo as getErrorInfo } from 'waku/minimal/client';
import { Router } from 'waku/router/client';
import { isStaleDeployError } from './features/stale-deploy/reload-guard';
import {
  installReloadOnStaleDeploy,
  reloadForStaleDeploy,
} from './features/stale-deploy/install-reload-on-stale-deploy';
import { startVitals } from './features/vitals/start-vitals';

installReloadOnStaleDeploy();

const onError = (error: unknown) => {
  if (isStaleDeployError(error)) void reloadForStaleDeploy(error);
  // A redirect or 404 the router follows reaches the error boundary as an error
  // it handles (Waku's unstable_defaultRootOptions).
  else if (!getErrorInfo(error)) console.error(error);
};

const options: RootOptions = { onCaughtError: onError, onUncaughtError: onError };
const root = (
  <StrictMode>
    <Router />
  </StrictMode>
);

if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  // Waku 1.0 hands the document's own payload to the router once (__WAKU_INITIAL_RSC__), whatever
  // the path's spelling: nothing to file any more (docs/decisions/0018 retired).
  startTransition(() => {
    hydrateRoot(document, root, options);
  });
} else {
  createRoot(document, options).render(root);
}

startVitals();
