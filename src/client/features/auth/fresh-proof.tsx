/**
 * The fresh proof before a sensitive change (docs/architecture/auth.md, Fresh proof): when the
 * server answers REAUTHENTICATION_REQUIRED, a dialog asks for the password or a passkey, then the
 * change is sent again. The form behind it stays as it was, so nothing typed is lost.
 */
import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import { lazyPart } from '#client/lib/lazy-part.ts';

// The dialog, its passkey ceremony and its texts load when a proof is first asked for: every
// signed-in screen sits under this provider, and few ever need it.
const FreshProofDialog = lazyPart(() => import('./fresh-proof-dialog.tsx'));

type WithFreshProof = <T>(action: () => Promise<T>) => Promise<T>;

const FreshProofContext = createContext<WithFreshProof | null>(null);

export const isProofRequired = (error: unknown) =>
  error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED';

/**
 * `withFreshProof(action)`: runs the action; if the server asks for a fresh proof, the dialog
 * asks for it and the action runs once more. Cancelling rejects with the server's refusal.
 */
export function useFreshProof(): WithFreshProof {
  const run = useContext(FreshProofContext);
  if (!run) throw new Error('useFreshProof outside FreshProofProvider');
  return run;
}

interface Pending {
  resolve: () => void;
  reject: () => void;
}

export function FreshProofProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pending = useRef<Pending | null>(null);

  const askForProof = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current = { resolve: () => resolve(true), reject: () => resolve(false) };
        setOpen(true);
      }),
    [],
  );

  const withFreshProof = useCallback<WithFreshProof>(
    async (action) => {
      try {
        return await action();
      } catch (error) {
        if (!isProofRequired(error) || !(await askForProof())) throw error;
        return action();
      }
    },
    [askForProof],
  );

  const settle = (proved: boolean) => {
    setOpen(false);
    const current = pending.current;
    pending.current = null;
    if (proved) current?.resolve();
    else current?.reject();
  };

  const value = useMemo(() => withFreshProof, [withFreshProof]);
  return (
    <FreshProofContext.Provider value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <FreshProofDialog onProved={() => settle(true)} onCancel={() => settle(false)} />
        </Suspense>
      )}
    </FreshProofContext.Provider>
  );
}
