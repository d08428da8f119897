import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ZodType } from 'zod';
import { apiErrorFields } from '../api-error';

/** A failed call as RTK Query hands it over. */
export type CallError = FetchBaseQueryError | SerializedError;

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export interface FormOptions<Values, Output, FormError> {
  /** Every field's first value, in the order the fields appear (the first invalid gets focus). */
  initialValues: Values;
  /** Checked on submit: an issue's first path segment names its field, whose first issue shows. */
  schema: ZodType<Output>;
  /** The element of each field that can take the focus. */
  fieldIds: Partial<Record<keyof Values & string, string>>;
  /**
   * For a form that shows one message above its fields: only the first problem is kept, so fixing
   * it does not bring up the next one before the golfer submits again.
   */
  firstErrorOnly?: boolean;
  /** Sends the checked values; resolves to the error of a failed call, or to nothing. */
  onSubmit: (output: Output) => Promise<CallError | undefined | void>;
  /** What the form says about a failed call, given the field messages already taken from it. */
  describeFailure: (error: CallError, fieldErrors: FieldErrors<Values>) => FormError;
}

/**
 * One way to run a form: values, a message per field, the zod check with focus on the first
 * invalid field, the call, and a refusal from the server put back onto its fields.
 */
export function useForm<Values extends object, Output, FormError = string>(
  options: FormOptions<Values, Output, FormError>,
) {
  type Field = keyof Values & string;
  const { initialValues, schema, fieldIds, firstErrorOnly, onSubmit, describeFailure } = options;
  const fieldOrder = Object.keys(initialValues) as Field[];
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A second press before the first render of `submitting` must not send twice.
  const sending = useRef(false);
  // Where the golfer was when they submitted (usually the submit button). The button is disabled
  // while the call runs, and a browser drops the focus of a disabled element onto the page; once
  // the call is over and nothing else took the focus, it goes back there, ready for another try.
  const focusBeforeSubmit = useRef<HTMLElement | null>(null);
  // In the commit that enables the button again, not after it is painted: a golfer (or a test)
  // who sees the outcome finds the focus already back.
  useLayoutEffect(() => {
    if (submitting) return;
    const origin = focusBeforeSubmit.current;
    focusBeforeSubmit.current = null;
    if (origin?.isConnected && document.activeElement === document.body) origin.focus();
  }, [submitting]);

  /** Keeps the first message per field, only the first field when asked, and focuses that field. */
  const show = (found: { field: string; message: string }[]) => {
    const byField: FieldErrors<Values> = {};
    for (const { field, message } of found) {
      const name = fieldOrder.find((known) => known === field);
      if (name && byField[name] === undefined) byField[name] = message;
    }
    const first = fieldOrder.find((field) => byField[field] !== undefined);
    const kept: FieldErrors<Values> =
      firstErrorOnly && first ? ({ [first]: byField[first] } as FieldErrors<Values>) : byField;
    setErrors(kept);
    const id = first && fieldIds[first];
    if (id) document.getElementById(id)?.focus();
    return kept;
  };

  const setValue = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) =>
      current[field] === undefined ? current : { ...current, [field]: undefined },
    );
  };

  /** What a text input needs to show and change one field: spread it onto the input. */
  const field = <K extends Field>(name: K) => ({
    id: fieldIds[name],
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as Values[K]),
    error: Boolean(errors[name]),
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    setFormError(null);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      show(
        checked.error.issues.map((issue) => ({
          field: String(issue.path[0]),
          message: issue.message,
        })),
      );
      return;
    }
    setErrors({});
    sending.current = true;
    focusBeforeSubmit.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSubmitting(true);
    try {
      const error = await onSubmit(checked.data);
      if (error) {
        const refused = apiErrorFields(error).map(({ field, message }) => ({
          // The server names nested inputs too ("courses.0"): the form field is the first part.
          field: field.split(/[.[]/)[0] ?? field,
          message,
        }));
        setFormError(describeFailure(error, show(refused)));
      }
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setFormError(null);
  };

  const firstError = fieldOrder.map((field) => errors[field]).find(Boolean);

  return {
    values,
    errors,
    /** The message of the first field with a problem, in field order. */
    firstError,
    formError,
    submitting,
    setValue,
    field,
    submit,
    reset,
    dismissFormError: () => setFormError(null),
  };
}
