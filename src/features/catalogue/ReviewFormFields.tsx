'use client';

import { useState } from 'react';
import type { Id } from '@/shop-api/browser';
import { Rating } from '@/ui/Rating';
import { RatingInput } from '@/ui/RatingInput';
import { FieldError } from '@/ui/form/FieldError';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { fieldText } from '@/ui/form/submit-flow';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { useSubmit } from '@/ui/form/use-submit';
import { loadShopApi } from '@/shop-api/load-browser-client';
import { displayName } from '../session/session-rules';
import { sessionSnapshot } from '../session/session-store';
import {
  REVIEW_MAX_LENGTH,
  validateReview,
  type ReviewDraft,
  type ReviewErrors,
} from './review-input';

type Props = {
  productId: Id;
  /** The shop answered 401: the session is over, and the login is offered instead. */
  onSignedOut: () => void;
};

/**
 * The review form (loaded by ReviewForm with React.lazy): a rating and a
 * comment, checked in Persian, sent with POST /api/shop/products/reviews; once sent,
 * the review as the shopper wrote it replaces the form.
 */
export default function ReviewFormFields({ productId, onSignedOut }: Props) {
  const [rate, setRate] = useState(0);
  const [sent, setSent] = useState<(ReviewDraft & { fullName: string }) | null>(null);

  const { busy, errors, onSubmit } = useSubmit<ReviewDraft, ReviewErrors & { form?: string }>({
    check: (fields) => {
      const draft = { rate, comment: fieldText(fields, 'comment').trim() };
      const found = validateReview(draft);
      return Object.keys(found).length > 0
        ? { ok: false, errors: found }
        : { ok: true, input: draft };
    },
    async send(draft) {
      const api = await loadShopApi();
      const result = await api.addReview({ productId, ...draft });
      // The answer is not read (any success will do): the shopper sees what was sent.
      if (result.ok) setSent({ fullName: displayName(sessionSnapshot().user) ?? '', ...draft });
      else if (result.kind === 'unauthorized') onSignedOut();
      else return { form: result.message };
    },
  });

  if (sent) {
    return (
      <div className="review card">
        <p className="notice" role="status">
          نظر شما ثبت شد. سپاس از همراهی شما.
        </p>
        <div className="review__head">
          <strong>{sent.fullName || 'شما'}</strong>
          <Rating value={sent.rate} />
        </div>
        <p className="review__text">{sent.comment}</p>
      </div>
    );
  }

  return (
    <form
      className="review-form card"
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title">نظر خود را بنویسید</h3>
      <FormErrorBanner>{errors.form}</FormErrorBanner>
      <RatingInput
        value={rate}
        onChange={setRate}
        label="امتیاز شما"
        size="large"
        describedBy={errors.rate ? 'review-rate-error' : undefined}
      />
      <FieldError id="review-rate-error" error={errors.rate} />
      <TextAreaField
        id="review-comment"
        name="comment"
        label="متن نظر"
        rows={4}
        maxLength={REVIEW_MAX_LENGTH}
        error={errors.comment}
      />
      <button className="button" type="submit" disabled={busy}>
        {busy ? 'در حال ثبت…' : 'ثبت نظر'}
      </button>
    </form>
  );
}
