import { useState, type FormEvent } from 'react';
import { isOffline } from '@/lib/browser/connection';
import { runSubmit, type SubmitSteps } from './submit-flow';

/**
 * A form's submit (src/ui/form/submit-flow.ts): `busy` (aria-busy, the button
 * disabled and its "در حال …" text), the errors by field (`form` for the
 * banner), and the onSubmit handler that guards against a second submit.
 */
export function useSubmit<I, E extends { form?: string }>(steps: SubmitSteps<I, E>) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<E>({} as E);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void runSubmit(steps, new FormData(event.currentTarget), {
      isBusy: () => busy,
      setBusy,
      setErrors,
      isOffline,
    });
  }
  return { busy, errors, setErrors, onSubmit };
}
