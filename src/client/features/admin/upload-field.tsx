/**
 * A file picked and uploaded at once (docs/architecture/admin.md): what is there now, the file input,
 * a hint (or the upload's progress) and the server's message when the file is refused — the rest
 * of the form is kept either way.
 */
import { type ReactNode, useId } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';

interface UploadFieldProps {
  label: string;
  accept: string;
  /** The help text, or what is being done while the file goes up. */
  hint: string;
  errors?: string[] | undefined;
  /** The current file: an image, a player, or words saying there is none. */
  current: ReactNode;
  onFile: (file: File) => Promise<void>;
  remove?: { label: string; onRemove: () => void } | undefined;
  className?: string;
}

export function UploadField({
  label,
  accept,
  hint,
  errors,
  current,
  onFile,
  remove,
  className,
}: UploadFieldProps) {
  const id = useId();
  const failed = Boolean(errors?.length);
  return (
    <div className={`grid gap-2 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-semibold text-rio-950">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        {current}
        <input
          id={id}
          type="file"
          accept={accept}
          aria-describedby={`${id}-dica${failed ? ` ${id}-erro` : ''}`}
          aria-invalid={failed || undefined}
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            await onFile(file);
            // The same file can be chosen again after a refusal.
            input.value = '';
          }}
          className="w-full text-sm sm:w-auto"
        />
        {remove && (
          <button type="button" className={buttonStyles.ghost} onClick={remove.onRemove}>
            {remove.label}
          </button>
        )}
      </div>
      <p id={`${id}-dica`} className="text-sm text-stone-700">
        {hint}
      </p>
      {failed && (
        <p id={`${id}-erro`} role="alert" className="text-sm font-semibold text-red-800">
          {errors?.join(' ')}
        </p>
      )}
    </div>
  );
}
