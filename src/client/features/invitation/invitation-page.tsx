import Gift from 'lucide-react/icons/gift';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import type { PageProps } from '#client/lib/page-props.ts';
import { rememberInvitation } from '#client/lib/pending-invitation.ts';
import { INVITATION_EXPIRY_DAYS } from '#shared/constants.ts';
import { href } from '#shared/href.ts';
import { invitation as texts } from '#shared/messages/pt-invitation.ts';
import { appRoutePatterns, paths } from '#shared/paths.ts';
import type { Invitation } from '#shared/schemas/invitations.ts';
import { fetchInvitation } from './api/invitation.ts';
import { InvitationFrame, InvitationLoadMessage, InvitationMessage } from './invitation-frame.tsx';
import { InvitationScreen } from './invitation-screen.tsx';
import { sharedVoyageFromInvitation, withNamesFromAddress } from './shared-voyage.ts';

export function meta() {
  return [
    { title: texts.meta.title },
    { name: 'description', content: texts.meta.description },
    { name: 'robots', content: 'noindex' },
  ];
}

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; invitation: Invitation }
  | { status: 'not-found' | 'expired' | 'error' };

/** The gift and the way aboard: sign up through the link, or see the voyage when signed in. */
function Aboard({ invitation }: { invitation: Invitation }) {
  const { status } = useAuth();
  const signedIn = status === 'AUTHENTICATED';
  const hasGift = invitation.gift_passagens > 0;
  return (
    <div className="mt-6 rounded-2xl bg-terra-50 p-4">
      {hasGift && !signedIn && (
        <p className="flex gap-3 text-stone-800">
          <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terra-700" />
          {invitation.gift_claimed ? texts.giftClaimed : texts.gift(invitation.gift_passagens)}
        </p>
      )}
      <Link
        to={signedIn ? href(appRoutePatterns.voyageDetail, { id: invitation.voyage.id }) : paths.register}
        className={`${buttonStyles.solid} w-full ${hasGift && !signedIn ? 'mt-4' : ''}`}
      >
        {signedIn ? texts.acceptSignedIn : texts.accept}
      </Link>
    </div>
  );
}

/** An invitation past its date: say so, and offer a way on (the voyages, or the traveller's own). */
function ExpiredInvitation() {
  const { status } = useAuth();
  const wayOn =
    status === 'AUTHENTICATED'
      ? { to: paths.travellerHome, label: texts.expiredSignedIn }
      : { to: paths.voyagesInfo, label: texts.expiredExplore };
  return (
    <InvitationMessage title={texts.expired} text={texts.expiredText(INVITATION_EXPIRY_DAYS)} wayOn={wayOn} />
  );
}

/**
 * '/convite/{token}': a traveller's invitation (docs/architecture/invitations.md), drawn as SPEC §2.6's ticket.
 * The server put its link preview in this page's HTML; here it is remembered on the device so a
 * sign-up through it carries the token.
 */
export default function InvitationPage({ params }: PageProps<typeof appRoutePatterns.invitation>) {
  const { token } = params;
  const [search] = useSearchParams();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads on purpose.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchInvitation(token, controller.signal)
      .then((invitation) => {
        rememberInvitation(invitation.token, invitation.expires_at);
        setState({ status: 'loaded', invitation });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.code === 'INVITATION_EXPIRED') {
          setState({ status: 'expired' });
          return;
        }
        const gone = error instanceof ApiError && [400, 404, 410].includes(error.status);
        setState({ status: gone ? 'not-found' : 'error' });
      });
    return () => controller.abort();
  }, [token, attempt]);

  return (
    <InvitationFrame>
      {state.status === 'expired' && <ExpiredInvitation />}
      {(state.status === 'loading' || state.status === 'not-found' || state.status === 'error') && (
        <InvitationLoadMessage status={state.status} onRetry={() => setAttempt((count) => count + 1)} />
      )}
      {state.status === 'loaded' && (
        <InvitationScreen
          voyage={withNamesFromAddress(sharedVoyageFromInvitation(state.invitation), search)}
          aboard={<Aboard invitation={state.invitation} />}
        />
      )}
    </InvitationFrame>
  );
}
