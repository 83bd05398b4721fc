import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export const inputClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-xs placeholder:text-stone-500 focus:border-rio-600 focus:outline-3 focus:outline-offset-0 focus:outline-rio-200 aria-[invalid=true]:border-red-700';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Messages shown under the field, announced with it. */
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
  /** Replaces the plain input (a password input with its toggle). */
  render?: (props: InputHTMLAttributes<HTMLInputElement> & { id: string }) => ReactNode;
}

/** A labelled input with its hint and errors wired for screen readers. */
export function FormField({ label, errors, hint, render, id: givenId, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-erro`;
  const hintId = `${id}-dica`;
  const hasErrors = Boolean(errors && errors.length > 0);
  const describedBy =
    [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(' ') || undefined;
  const props = {
    ...inputProps,
    id,
    'aria-invalid': hasErrors || undefined,
    'aria-describedby': describedBy,
    className: inputClass,
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-rio-950">
        {label}
      </label>
      {render ? render(props) : <input {...props} />}
      {hint && (
        <div id={hintId} className="text-sm text-stone-700">
          {hint}
        </div>
      )}
      {hasErrors && (
        <ul id={errorId} className="grid gap-0.5 text-sm font-medium text-red-800">
          {errors?.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A labelled text box of several lines, with its errors wired for screen readers. */
export function TextAreaField({
  label,
  value,
  onChange,
  errors,
  rows = 3,
  maxLength,
  className = 'sm:col-span-2',
  ref,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[] | undefined;
  rows?: number;
  maxLength: number;
  className?: string;
  /** Lets a form move focus here when this field holds its first error. */
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-rio-950">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-erro` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      {errors && errors.length > 0 && (
        <p id={`${id}-erro`} className="text-sm font-semibold text-red-800">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
