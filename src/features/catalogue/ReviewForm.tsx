'use client';

import { lazy, useEffect, useState } from 'react';
import { LazyPart } from '@/ui/LazyPart';
import type { Id } from '@/shop-api/browser';
import { readToken } from '../session/session-store';
import { HOME_PATH, loginPath } from '@/lib/routing/route-paths';

/** The form itself, downloaded only for a logged-in shopper: visitors never load the form code. */
const ReviewFormFields = lazy(() => import('./ReviewFormFields'));

/** The review form for a logged-in shopper; a logged-out one is offered the login. */
export function ReviewForm({ productId }: { productId: Id }) {
  const [state, setState] = useState<'checking' | 'anonymous' | 'ready'>('checking');
  const [returnPath, setReturnPath] = useState<string>(HOME_PATH);

  useEffect(() => {
    setReturnPath(`${window.location.pathname}${window.location.search}#reviews`);
    setState(readToken() ? 'ready' : 'anonymous');
  }, []);

  if (state !== 'ready') {
    // Until the session is read (the server cannot know it) the invitation holds its line unseen,
    // so that the footer does not move when it appears for a visitor who scrolled down early.
    const checking = state === 'checking';
    return (
      <p
        className={checking ? 'review-login review-login--pending' : 'review-login'}
        aria-hidden={checking || undefined}
      >
        برای ثبت نظر <a href={loginPath(returnPath)}>وارد حساب کاربری شوید</a>.
      </p>
    );
  }
  return (
    <LazyPart loading={null}>
      <ReviewFormFields productId={productId} onSignedOut={() => setState('anonymous')} />
    </LazyPart>
  );
}
