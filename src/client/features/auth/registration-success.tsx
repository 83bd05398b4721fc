import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { celebrate } from '#client/lib/celebrate.ts';
import { storage } from '#client/lib/storage.ts';
import {
  REGISTRATION_BACKUP_REDIRECT_MS,
  REGISTRATION_PROGRESS_TICK_MS,
  REGISTRATION_REDIRECT_MS,
  STORAGE_KEYS,
} from '#shared/constants.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';

/**
 * SPEC §4.2: confetti, a progress bar rising 1 per 80 ms, and /login when it reaches 100 %, after
 * 8 s, by a 10 s backup, or at once via 'Ir para o login agora'. Leaving removes the success flag.
 */
export function RegistrationSuccess() {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);
  const left = useRef(false);

  useEffect(() => {
    const goToLogin = () => {
      if (left.current) return;
      left.current = true;
      storage.remove(STORAGE_KEYS.registrationSuccess);
      navigate(paths.login, { replace: true });
    };
    void celebrate();
    const tick = setInterval(() => {
      setProgress((current) => {
        const next = Math.min(100, current + 1);
        if (next === 100) queueMicrotask(goToLogin);
        return next;
      });
    }, REGISTRATION_PROGRESS_TICK_MS);
    const timer = setTimeout(goToLogin, REGISTRATION_REDIRECT_MS);
    const backup = setTimeout(goToLogin, REGISTRATION_BACKUP_REDIRECT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
      clearTimeout(backup);
      storage.remove(STORAGE_KEYS.registrationSuccess);
    };
  }, [navigate]);

  return (
    // The page's heading says 'Conta criada!' (register-page.tsx).
    <section className="grid gap-6 text-center">
      <p className="text-stone-700">{pt.account.ui.registerSuccessLead}</p>
      <div
        className="h-2 overflow-hidden rounded-full bg-rio-100"
        role="progressbar"
        aria-label={pt.account.ui.redirectProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="h-full bg-rio-600 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <button
        type="button"
        className={`${buttonStyles.solid} w-full`}
        onClick={() => {
          left.current = true;
          storage.remove(STORAGE_KEYS.registrationSuccess);
          navigate(paths.login, { replace: true });
        }}
      >
        {pt.auth.registration.goToLoginNow}
      </button>
    </section>
  );
}
