'use client';

import { Component, Suspense, type ReactNode } from 'react';

/** Said where a part of the page could not be loaded and no other text was given. */
export const LAZY_PART_FAILED =
  'این بخش بارگذاری نشد. اتصال اینترنت را بررسی کنید و صفحه را دوباره بارگذاری کنید.';

class LoadFailureBoundary extends Component<
  { failed: ReactNode; children: ReactNode },
  { error: boolean }
> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[lazy-part] a part of the page could not be loaded', error);
  }
  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/** The default `failed` of LazyPart: the message and a way to load the page again. */
function LazyPartFailed() {
  return (
    <div className="form__error form__error--banner lazy-part-failed" role="alert">
      <p>{LAZY_PART_FAILED}</p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => window.location.reload()}
      >
        بارگذاری دوباره صفحه
      </button>
    </div>
  );
}

type Props = {
  /** Shown while the part's code downloads. */
  loading: ReactNode;
  /** Shown in its place when it cannot be loaded (offline, or a deploy removed its file). */
  failed?: ReactNode;
  children: ReactNode;
};

/**
 * A part of the page whose code is loaded on first use (React.lazy). If that
 * code cannot be loaded, the part says so and the rest of the page stays:
 * without a boundary React would take the whole page down with it.
 */
export function LazyPart({ loading, failed = <LazyPartFailed />, children }: Props) {
  return (
    <LoadFailureBoundary failed={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}
