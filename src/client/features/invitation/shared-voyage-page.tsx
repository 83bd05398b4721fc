import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageProps } from '#client/lib/page-props.ts';
import { invitation as texts } from '#shared/messages/pt-invitation.ts';
import type { appRoutePatterns } from '#shared/paths.ts';
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
export default function SharedVoyagePage({
  params,
}: PageProps<typeof appRoutePatterns.sharedVoyage | typeof appRoutePatterns.sharedVoyageDefault>) {
  const voyageId = 'voyageId' in params ? params.voyageId : undefined;
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
