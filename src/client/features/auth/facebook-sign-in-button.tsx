import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { pt } from '#shared/messages/pt.ts';
import { facebookDialogUrl } from './facebook-dialog.ts';

export function FacebookSignInButton({ appId }: { appId: string }) {
  return (
    <button
      type="button"
      className={`${buttonStyles.outline} w-full`}
      onClick={() => window.location.assign(facebookDialogUrl(appId))}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill="#1877F2"
          d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
        />
      </svg>
      {pt.account.ui.continueWithFacebook}
    </button>
  );
}
