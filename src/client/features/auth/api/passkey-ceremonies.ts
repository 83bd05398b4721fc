/**
 * The passkey calls of the auth feature: signing in with one, and confirming the session's
 * identity (password or passkey) before a sensitive change (docs/architecture/auth.md).
 */

import {
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  type PasskeyAssertion,
  type ProofMethods,
  proofMethodsResponseSchema,
  reauthenticatedResponseSchema,
  webauthnOptionsResponseSchema,
} from '#shared/schemas/passkeys.ts';

const readOptions = (body: unknown) =>
  webauthnOptionsResponseSchema.parse(body).data as unknown as PublicKeyCredentialRequestOptionsJSON;

/** The browser's assertion, as the shared schema names it. */
const asAssertion = (answer: Awaited<ReturnType<typeof startAuthentication>>) =>
  answer as unknown as PasskeyAssertion;

/**
 * "Entrar com chave de acesso", or the e-mail field's suggestions (`autofill`): the browser asks
 * the traveller for a passkey of this site; the answer signs in as the password does. Once `signal`
 * aborts (the page is left) nothing more starts: the suggestions' request, still waiting for its
 * options when a traveller signs in with the password, must not reach the browser afterwards and
 * sign in again later, after "Sair" even.
 */
export async function signInWithPasskey({
  autofill = false,
  signal,
}: {
  autofill?: boolean;
  signal?: AbortSignal;
} = {}) {
  const optionsJSON = await apiRequest(appApiPaths.passkeySignInOptions, readOptions, {
    method: 'POST',
    allowUnauthorized: true,
    ...(signal ? { signal } : {}),
  });
  signal?.throwIfAborted();
  const credential = asAssertion(await startAuthentication({ optionsJSON, useBrowserAutofill: autofill }));
  signal?.throwIfAborted();
  return apiRequest(appApiPaths.passkeySignIn, (body) => body, {
    method: 'POST',
    body: { credential },
    allowUnauthorized: true,
    ...(signal ? { signal } : {}),
  });
}

/** Ends a pending request of the e-mail field's suggestions (leaving the page). */
export function cancelPasskeyRequest() {
  WebAuthnAbortService.cancelCeremony();
}

export const proofMethodsQueryKey = ['proof-methods'] as const;

/** How this account can confirm its identity (password, passkeys). */
export function useProofMethods() {
  return useQuery({
    queryKey: proofMethodsQueryKey,
    queryFn: ({ signal }): Promise<ProofMethods> =>
      apiRequest(appApiPaths.reauthentication, (body) => proofMethodsResponseSchema.parse(body).data, {
        signal,
      }),
  });
}

const readConfirmed = (body: unknown) => reauthenticatedResponseSchema.parse(body).data;

export function confirmWithPassword(password: string) {
  return apiRequest(appApiPaths.reauthentication, readConfirmed, { method: 'POST', body: { password } });
}

export async function confirmWithPasskey() {
  const optionsJSON = await apiRequest(appApiPaths.reauthenticationPasskeyOptions, readOptions, {
    method: 'POST',
  });
  const credential = asAssertion(await startAuthentication({ optionsJSON }));
  return apiRequest(appApiPaths.reauthentication, readConfirmed, { method: 'POST', body: { credential } });
}
