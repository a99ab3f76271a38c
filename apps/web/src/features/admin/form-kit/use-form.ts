// The back-office forms' state: the values typed, and an error per field, set by the form's own check (the
// shared zod schemas on admin pages, or plain checks) or by the server's 400 naming a field ('total_ml: ...'),
// and cleared on that field as soon as it is typed in. Field ids are the form's useId plus the field's name, so
// the Field components (fields.tsx) wire label, error text, aria-invalid and aria-describedby the same way
// everywhere. No zod here: a zod error's issues are read by their shape (issueErrors).
// A form whose values hold rows (the delivery zones) names a field inside them by its dotted path
// ('zones.2.daysMin'): its second type parameter lists those names, and a server's 400 lands on them too.
import { useId, useState } from 'react';
import { ApiError } from '../admin-api.ts';

export type FormErrors<Values, Name extends string = keyof Values & string> = Partial<Record<Name, string>>;

/**
 * `Name`: the fields an error can be on; by default the values' own names, or also dotted paths into them
 * ('zones.2.daysMin' for values.zones[2].daysMin).
 */
export type Form<Values extends Record<string, unknown>, Name extends string = keyof Values & string> = {
  /** The prefix of the fields' ids: a field's input is `${id}-${name}`, its error `${id}-${name}-error`. */
  id: string;
  values: Values;
  errors: FormErrors<Values, Name>;
  /** Sets a field's value and clears its error (typing in a field answers its error). */
  set: <Key extends keyof Values & string>(name: Key, value: Values[Key]) => void;
  /** Sets several values at once (a save that tidies what was typed), leaving the errors as they are. */
  setValues: (values: Partial<Values>) => void;
  /** Shows one field's error (undefined clears it). */
  setError: (name: Name, message: string | undefined) => void;
  /** Replaces every error with `errors` (the result of a check); true when there is none. */
  check: (errors: FormErrors<Values, Name>) => boolean;
  /**
   * Puts the server's refusal on its field when it is a 400 naming one ('field: message', or 'parent.field:
   * message', or 'parent.zones.2.daysMin: message' for a value inside a row); `fields` maps the server's names
   * to the form's where they differ. True when it landed.
   */
  serverError: (error: unknown, fields?: Record<string, Name>) => boolean;
  /** The input's id. */
  fieldId: (name: Name) => string;
};

/** A form holding `initial` and no errors. */
export function useForm<Values extends Record<string, unknown>, Name extends string = keyof Values & string>(
  initial: Values | (() => Values),
): Form<Values, Name> {
  const id = useId();
  const [values, setValuesState] = useState<Values>(initial);
  const [errors, setErrors] = useState<FormErrors<Values, Name>>({});
  const setError = (name: Name, message: string | undefined) =>
    setErrors((old) => ({ ...old, [name]: message }));
  return {
    id,
    values,
    errors,
    set: (name, value) => {
      setValuesState((old) => ({ ...old, [name]: value }));
      setErrors((old) => (old[name as string as Name] ? { ...old, [name]: undefined } : old));
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
      // 'seller.grievanceOfficer.email' is the form's 'grievanceOfficer.email' or 'email', whichever it has;
      // 'zones.zones.2.daysMin' is 'zones.2.daysMin' when that whole path leads to a value (values.zones[2]).
      const parts = named.path.split('.');
      const name =
        fields[named.path] ??
        parts
          .map((_, i) => parts.slice(i).join('.'))
          .find((n) => Object.hasOwn(values, n) || hasPath(values, n.split('.')));
      if (!name) return false;
      setError(name as Name, named.message);
      return true;
    },
    // A dotted name ('customerCare.email') makes an id with a dash.
    fieldId: (name) => `${id}-${name.replaceAll('.', '-')}`,
  };
}

/** Whether `path` leads, object by object (an array's rows by index), to a value inside `values`. */
function hasPath(values: unknown, path: readonly string[]): boolean {
  let at = values;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * The field a 400 reply names and what it says of it: the API words a refused request 'path: message' (the
 * first problem, named by where it is). A body's schema names a nested field with slashes
 * ('zones/zones/1/daysMax'), a route's own check with dots: both come back dotted.
 */
export function serverFieldError(error: unknown): { path: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const match = /^([A-Za-z_][\w./]*): (.+)$/s.exec(error.message);
  return match ? { path: match[1]!.replaceAll('/', '.'), message: match[2]! } : null;
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
