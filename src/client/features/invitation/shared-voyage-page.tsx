import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { invitation as texts } from '#shared/messages/pt-invitation.ts';
import { InvitationFrame, InvitationLoadMessage } from './invitation-frame.tsx';
import { InvitationScreen } from './invitation-screen.tsx';
import {
  loadSampleVoyage,
  type SharedVoyage,
  SharedVoyageNotFound,
  withNamesFromAddress,
} from './shared-voyage.ts';

export function meta() {
  return [
    { title: texts.meta.title },
    { name: 'description', content: texts.meta.description },
    { name: 'robots', content: 'noindex' },
  ];
}

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; voyage: SharedVoyage }
  | { status: 'not-found' | 'error' };

/**
 * SPEC §2.6, '/viagem/compartilhada/{voyageId}': the shared invitation from the local samples
 * (ids 1 and 2; none given: the first). Open to guests (docs/architecture/invitations.md).
 */
export default function SharedVoyagePage() {
  const { voyageId } = useParams();
  const [search] = useSearchParams();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads on purpose.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadSampleVoyage(voyageId)
      .then((voyage) => current && setState({ status: 'loaded', voyage }))
      .catch((error: unknown) => {
        if (current) setState({ status: error instanceof SharedVoyageNotFound ? 'not-found' : 'error' });
      });
    return () => {
      current = false;
    };
  }, [voyageId, attempt]);

  return (
    <InvitationFrame>
      {state.status !== 'loaded' && (
        <InvitationLoadMessage status={state.status} onRetry={() => setAttempt((count) => count + 1)} />
      )}
      {state.status === 'loaded' && <InvitationScreen voyage={withNamesFromAddress(state.voyage, search)} />}
    </InvitationFrame>
  );
}
