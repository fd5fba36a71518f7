'use client';

import { useEffect, useState, type FormEvent } from 'react';
import type { Id } from '@/shop-api/browser';
import { Rating } from '@/ui/Rating';
import { loadShopApi } from '@/shop-api/load-browser-client';
import { displayName } from '../session/session-rules';
import { readToken, sessionSnapshot } from '../session/session-store';
import { loginHref, REVIEW_MAX_LENGTH, validateReview, type ReviewErrors } from './review-input';

type State = { kind: 'checking' } | { kind: 'anonymous' } | { kind: 'ready' };
type SentReview = { fullName: string; rate: number; comment: string };

/** The review form for a logged-in shopper; a logged-out one is offered the login. */
export function ReviewForm({ productId }: { productId: Id }) {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [rate, setRate] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [status, setStatus] = useState<
    { kind: 'idle' | 'sending' } | { kind: 'sent'; review: SentReview } | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const [returnPath, setReturnPath] = useState('/');

  useEffect(() => {
    setReturnPath(`${window.location.pathname}${window.location.search}#reviews`);
    setState(readToken() ? { kind: 'ready' } : { kind: 'anonymous' });
  }, []);

  if (state.kind === 'checking') return null;
  if (state.kind === 'anonymous') {
    return (
      <p className="review-login">
        برای ثبت نظر <a href={loginHref(returnPath)}>وارد حساب کاربری شوید</a>.
      </p>
    );
  }
  if (status.kind === 'sent') {
    return (
      <div className="review card">
        <p className="notice" role="status">
          نظر شما ثبت شد. سپاس از همراهی شما.
        </p>
        <div className="review__head">
          <strong>{status.review.fullName || 'شما'}</strong>
          <Rating value={status.review.rate} />
        </div>
        <p className="review__text">{status.review.comment}</p>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReview({ rate, comment });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    const api = await loadShopApi();
    const result = await api.addReview({ productId, rate, comment: comment.trim() });
    // The answer is not read (any success will do): the shopper sees what was sent.
    if (result.ok) {
      setStatus({ kind: 'sent', review: { fullName: displayName(sessionSnapshot().user) ?? '', rate, comment: comment.trim() } });
      return;
    }
    if (result.kind === 'unauthorized') {
      setState({ kind: 'anonymous' });
      return;
    }
    setStatus({ kind: 'failed', message: result.message });
  };

  return (
    <form className="review-form card" onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title">نظر خود را بنویسید</h3>
      <Rating value={rate} onChange={setRate} label="امتیاز شما" size="large" />
      {errors.rate ? (
        <p className="field__error" role="alert">
          {errors.rate}
        </p>
      ) : null}
      <label htmlFor="review-comment">متن نظر</label>
      <textarea
        id="review-comment"
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-invalid={errors.comment ? true : undefined}
        aria-describedby={errors.comment ? 'review-comment-error' : undefined}
      />
      {errors.comment ? (
        <p id="review-comment-error" className="field__error" role="alert">
          {errors.comment}
        </p>
      ) : null}
      {status.kind === 'failed' ? (
        <p className="field__error" role="alert">
          {status.message}
        </p>
      ) : null}
      <button className="button" type="submit" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'در حال ثبت…' : 'ثبت نظر'}
      </button>
    </form>
  );
}
