import { useState } from 'react';
import type { FormEvent } from 'react';

export interface AccountSubmit {
  busy: boolean;
  /** What to show above the form: the device's own refusal ({userMessage}) or the server's. */
  error: unknown;
  /** The form's onSubmit. */
  submit: (event: FormEvent) => void;
}

/**
 * The submit of an account form (sign-in, register, passwords): the device's own check first (a
 * message key, shown as the refusal; nothing is sent), then the call. Busy from the call until it
 * fails: on success the screen changes (a notice, or another page), so the button stays spinning.
 */
export function useAccountSubmit(send: () => Promise<void>, check: () => string | undefined = () => undefined, initialError?: unknown): AccountSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(initialError);
  const run = async () => {
    const problem = check();
    if (problem !== undefined) {
      setError({ userMessage: problem });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await send();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  return {
    busy,
    error,
    submit: (event) => {
      event.preventDefault();
      void run();
    },
  };
}
