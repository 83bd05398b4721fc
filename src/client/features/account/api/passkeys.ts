/** The traveller's passkeys: list, "Criar chave de acesso", removal (docs/architecture/auth.md). */

import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  type PasskeyAttestation,
  passkeyListResponseSchema,
  passkeyResponseSchema,
  webauthnOptionsResponseSchema,
} from '#shared/schemas/passkeys.ts';

export const passkeysQueryKey = ['passkeys'] as const;

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(appApiPaths.passkeys, (body) => passkeyListResponseSchema.parse(body).data, { signal }),
  });
}

/** The options of a new passkey; the server asks for a fresh proof first. */
export function passkeyCreationOptions() {
  return apiRequest(
    appApiPaths.passkeyRegistrationOptions,
    (body) =>
      webauthnOptionsResponseSchema.parse(body).data as unknown as PublicKeyCredentialCreationOptionsJSON,
    { method: 'POST' },
  );
}

/** The browser's ceremony: the device makes the key after the traveller's fingerprint, face or PIN. */
export async function makePasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  return (await startRegistration({ optionsJSON })) as unknown as PasskeyAttestation;
}

export function savePasskey(name: string, credential: PasskeyAttestation) {
  return apiRequest(appApiPaths.passkeys, (body) => passkeyResponseSchema.parse(body).data, {
    method: 'POST',
    body: { name, credential },
  });
}

export function removePasskey(id: number) {
  return apiRequest(href(appApiPaths.passkey, { id: String(id) }), () => undefined, { method: 'DELETE' });
}
