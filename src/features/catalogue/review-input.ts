import { REVIEW_MESSAGES } from './messages';

export const REVIEW_MIN_LENGTH = 3;
export const REVIEW_MAX_LENGTH = 1000;

export type ReviewDraft = { rate: number; comment: string };
export type ReviewErrors = { rate?: string; comment?: string };

/** The review form's rules, with Persian messages; an empty object when the draft is valid. */
export function validateReview(draft: ReviewDraft): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!Number.isInteger(draft.rate) || draft.rate < 1 || draft.rate > 5)
    errors.rate = REVIEW_MESSAGES.rate;
  const comment = draft.comment.trim();
  if (comment.length < REVIEW_MIN_LENGTH) errors.comment = REVIEW_MESSAGES.commentTooShort;
  else if (comment.length > REVIEW_MAX_LENGTH) errors.comment = REVIEW_MESSAGES.commentTooLong;
  return errors;
}
