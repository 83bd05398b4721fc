import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { account } from '#shared/messages/pt-account.ts';

/** A password input whose text the user can show and hide (SPEC §2.2). */
export const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function PasswordInput({ className, ...props }, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <div className="relative">
        <input
          {...props}
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={`${className ?? ''} pr-14`}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-1 my-1 inline-flex w-11 items-center justify-center rounded-lg text-rio-800 hover:bg-rio-50"
          aria-label={visible ? account.ui.hidePassword : account.ui.showPassword}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    );
  },
);
