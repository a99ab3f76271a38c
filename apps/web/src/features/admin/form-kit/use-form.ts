// The back-office forms' state: the values typed, and an error per field, set by the form's own check (the
// shared zod schemas on admin pages, or plain checks) or by the server's 400 naming a field ('total_ml: ...'),
// and cleared on that field as soon as it is typed in. Field ids are the form's useId plus the field's name, so
// the Field components (fields.tsx) wire label, error text, aria-invalid and aria-describedby the same way
// everywhere. No zod here: a zod error's issues are read by their shape (issueErrors).
import { useId, useState } from 'react';
import { ApiError } from '../admin-api.ts';

export type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;

export type Form<Values extends Record<string, unknown>> = {
  /** The prefix of the fields' ids: a field's input is `${id}-${name}`, its error `${id}-${name}-error`. */
  id: string;
  values: Values;
  errors: FormErrors<Values>;
  /** Sets a field's value and clears its error (typing in a field answers its error). */
  set: <Name extends keyof Values & string>(name: Name, value: Values[Name]) => void;
  /** Sets several values at once (a save that tidies what was typed), leaving the errors as they are. */
  setValues: (values: Partial<Values>) => void;
  /** Shows one field's error (undefined clears it). */
  setError: (name: keyof Values & string, message: string | undefined) => void;
  /** Replaces every error with `errors` (the result of a check); true when there is none. */
  check: (errors: FormErrors<Values>) => boolean;
  /**
   * Puts the server's refusal on its field when it is a 400 naming one ('field: message', or 'parent.field:
   * message'); `fields` maps the server's names to the form's where they differ. True when it landed.
   */
  serverError: (error: unknown, fields?: Record<string, keyof Values & string>) => boolean;
  /** The input's id. */
  fieldId: (name: keyof Values & string) => string;
};

/** A form holding `initial` and no errors. */
export function useForm<Values extends Record<string, unknown>>(
  initial: Values | (() => Values),
): Form<Values> {
  const id = useId();
  const [values, setValuesState] = useState<Values>(initial);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const setError = (name: keyof Values & string, message: string | undefined) =>
    setErrors((old) => ({ ...old, [name]: message }));
  return {
    id,
    values,
    errors,
    set: (name, value) => {
      setValuesState((old) => ({ ...old, [name]: value }));
      setErrors((old) => (old[name] ? { ...old, [name]: undefined } : old));
    },
    setValues: (changes) => setValuesState((old) => ({ ...old, ...changes })),
    setError,
    check: (found) => {
      setErrors(found);
      return !Object.values(found).some(Boolean);
    },
    serverError: (error, fields = {}) => {
      const named = serverFieldError(error);
      if (!named) return false;
      // 'seller.grievanceOfficer.email' is the form's 'grievanceOfficer.email' or 'email', whichever it has.
      const parts = named.path.split('.');
      const name =
        fields[named.path] ??
        parts.map((_, i) => parts.slice(i).join('.')).find((n) => Object.hasOwn(values, n));
      if (!name) return false;
      setError(name as keyof Values & string, named.message);
      return true;
    },
    // A dotted name ('customerCare.email') makes an id with a dash.
    fieldId: (name) => `${id}-${name.replaceAll('.', '-')}`,
  };
}

/**
 * The field a 400 reply names and what it says of it: the API words a refused request 'path: message' (the
 * first problem, named by where it is).
 */
export function serverFieldError(error: unknown): { path: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^([A-Za-z_][\w.]*): (.+)$/s.exec(error.message);
  return match ? { path: match[1]!, message: match[2]! } : null;
}

/** A check's issues (a zod error's, read by shape) as the first message for each field. */
export function issueErrors<Values>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FormErrors<Values> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key) errors[key] ??= issue.message;
  }
  return errors as FormErrors<Values>;
}
