'use client';

import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydratedContext } from './use-hydrated';

/**
 * Around every page (the root layout): tells useHydrated when React has
 * taken over the page. The change is a transition, so that the dozens of
 * buttons it enables on a listing re-render in short slices after hydration
 * rather than in one long task (docs/decisions/0010).
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
