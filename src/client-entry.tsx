import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { Router } from 'waku/router/client';
import { fileDocumentPayload } from './features/prefetch/document-payload';
import { isStaleDeployError } from './features/stale-deploy/reload-guard';
import { installReloadOnStaleDeploy, reloadForStaleDeploy } from './features/stale-deploy/install-reload-on-stale-deploy';
import { startVitals } from './features/vitals/start-vitals';

installReloadOnStaleDeploy();

const onError = (error: unknown) => {
  if (isStaleDeployError(error)) reloadForStaleDeploy(error);
  else console.error(error);
};

const options: RootOptions = { onCaughtError: onError, onUncaughtError: onError };
const root = (
  <StrictMode>
    <Router />
  </StrictMode>
);

if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  fileDocumentPayload((globalThis as { __WAKU_PREFETCHED__?: Record<string, unknown> }).__WAKU_PREFETCHED__, location.pathname);
  startTransition(() => {
    hydrateRoot(document, root, options);
  });
} else {
  createRoot(document, options).render(root);
}

startVitals();
