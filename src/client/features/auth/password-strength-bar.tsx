import { pt } from '#shared/messages/pt.ts';
import { passwordStrength } from '#shared/password-strength.ts';

const barColours = ['bg-stone-300', 'bg-red-700', 'bg-terra-500', 'bg-rio-500', 'bg-rio-700'] as const;

/** SPEC §5: a score of 0–4 with the labels Fraca, Média, Boa, Forte. */
export function PasswordStrengthBar({ password }: { password: string }) {
  const score = passwordStrength(password);
  const label = score > 0 ? pt.auth.registration.strength[score as 1 | 2 | 3 | 4] : '';
  return (
    <div className="grid gap-1" aria-live="polite">
      {/* biome-ignore lint/a11y/useSemanticElements: <meter> cannot draw SPEC's four-step bar; the role says the same. */}
      <div
        className="flex gap-1"
        role="meter"
        aria-label={pt.account.ui.strengthLabel}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label || undefined}
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={`h-1.5 flex-1 rounded-full ${step <= score ? barColours[score] : barColours[0]}`}
          />
        ))}
      </div>
      <p className="text-sm text-stone-700">
        {pt.account.ui.strengthLabel}: <strong className="text-stone-900">{label || '—'}</strong>
      </p>
    </div>
  );
}
