'use client';

import { lazy, useEffect, useState } from 'react';
import { LazyPart } from '@/ui/LazyPart';
import type { Id } from '@/shop-api/browser';
import { readToken } from '../session/session-store';
import { HOME_PATH, loginPath } from '@/lib/route-paths';

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

  if (state === 'checking') return null;
  if (state === 'anonymous') {
    return (
      <p className="review-login">
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
