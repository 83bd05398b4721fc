import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles.ts';

interface ConfirmDialogProps {
  /** The button that opens the dialog; without one, `open` says when it shows. */
  trigger?: ReactNode;
  open?: boolean;
  title: ReactNode;
  description: ReactNode;
  /** For a question the title already asks whole: the description is for screen readers only. */
  descriptionHidden?: boolean;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's accessible name, where its label alone would not say what it acts on. */
  confirmAccessibleName?: string;
  onConfirm: () => void;
  /** Cancelling by its button or by Escape. */
  onCancel?: () => void;
}

/** A question before an action that cannot be taken back: the app's one alert dialog. */
export function ConfirmDialog({
  trigger,
  open,
  title,
  description,
  descriptionHidden = false,
  cancelLabel,
  confirmLabel,
  confirmAccessibleName,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          onEscapeKeyDown={onCancel}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-display text-xl text-rio-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className={descriptionHidden ? 'sr-only' : 'mt-3 text-stone-800'}>
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonStyles.outline} onClick={onCancel}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonStyles.solid}
              aria-label={confirmAccessibleName}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
