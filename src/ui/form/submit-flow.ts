import { OFFLINE_MESSAGE } from '../offline-message';

/** What a form's check answers: the input to send, or the errors to show. */
export type Checked<I, E> = { ok: true; input: I } | { ok: false; errors: E };

export type SubmitSteps<I, E> = {
  /**
   * Reads and checks the fields (FormData, so that text typed before hydration
   * counts); nothing is sent while it answers errors.
   */
  check: (fields: FormData) => Checked<I, E>;
  /** Sends the checked input: the errors to show when it failed, nothing when it succeeded. */
  send: (input: I) => Promise<NoInfer<E> | void>;
  /** Stay busy after a success: the page is on its way elsewhere (login, register, recovery). */
  leaves?: boolean;
};

export type SubmitState<E> = {
  isBusy: () => boolean;
  setBusy: (busy: boolean) => void;
  setErrors: (errors: E) => void;
  /** The device has no connection (src/lib/browser/connection.ts). */
  isOffline: () => boolean;
};

/**
 * One submit of a form: ignored while one is under way; the check's errors
 * are shown without sending; offline, the form says it needs the connection
 * and sends nothing; otherwise the errors are cleared, the form is busy while
 * `send` runs, and what `send` answers decides the rest.
 */
export async function runSubmit<I, E extends { form?: string }>(
  steps: SubmitSteps<I, E>,
  fields: FormData,
  state: SubmitState<E>,
): Promise<void> {
  if (state.isBusy()) return;
  const checked = steps.check(fields);
  if (!checked.ok) {
    state.setErrors(checked.errors);
    return;
  }
  if (state.isOffline()) {
    state.setErrors({ form: OFFLINE_MESSAGE } as E);
    return;
  }
  state.setErrors({} as E);
  state.setBusy(true);
  const failed = await steps.send(checked.input);
  if (failed) {
    state.setBusy(false);
    state.setErrors(failed);
    return;
  }
  if (!steps.leaves) state.setBusy(false);
}

/** A field's text as the submitted form holds it ('' when the form has no such field). */
export function fieldText(fields: FormData, name: string): string {
  const value = fields.get(name);
  return typeof value === 'string' ? value : '';
}
