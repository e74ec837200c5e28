// The state of a form checked as the user types once it has been sent (the sign-in form, the
// change-password dialog): what is typed stays in the view, never in the store; the first
// submit checks every field, and after it each change checks again. A problem is a message key,
// or a key and its parameters (the shared password rule's).
import { FormEvent, useState } from 'react';
import type { T } from '../../i18n';

export type FieldProblem = string | { key: string; params?: Record<string, number> };

export function useCheckedForm<F extends { [K in keyof F]: string }>(t: T, empty: F, validate: (form: F) => Partial<Record<keyof F, FieldProblem>>) {
  const [values, setValues] = useState<F>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof F, FieldProblem>>>({});
  const [checked, setChecked] = useState(false);

  const change = (name: keyof F, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (checked) setErrors(validate(next));
  };

  const fieldError = (name: keyof F) => {
    const problem = errors[name];
    if (!problem) return undefined;
    return { content: typeof problem === 'string' ? t(problem) : t(problem.key, problem.params), pointing: 'above' as const };
  };

  return {
    values,
    /** a Form.Input's value, error and onChange for the field */
    field: (name: keyof F) => ({
      value: values[name],
      error: fieldError(name),
      onChange: (_e: unknown, d: { value?: unknown }) => change(name, String(d.value)),
    }),
    /** a form's onSubmit: checks every field and hands the values on when none has a problem;
     *  does nothing while `blocked` */
    submitter:
      (whenValid: (values: F) => void, blocked = false) =>
      (e?: FormEvent) => {
        e?.preventDefault();
        if (blocked) return;
        const found = validate(values);
        setChecked(true);
        setErrors(found);
        if (Object.keys(found).length === 0) whenValid(values);
      },
    /** other values, their problems cleared (the next change still checks when it was sent) */
    fill: (next: F) => {
      setValues(next);
      setErrors({});
    },
    /** as it started: empty and unchecked */
    reset: () => {
      setValues(empty);
      setErrors({});
      setChecked(false);
    },
  };
}
