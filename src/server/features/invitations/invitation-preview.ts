/**
 * Link previews of an invitation (docs/architecture/invitations.md): WhatsApp, Telegram and the like read Open
 * Graph tags from the HTML and run no script, so the server puts them in the app shell it sends
 * for `/convite/{token}`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { pt } from '#shared/messages/pt.ts';
import { findInvitationByToken } from './invitation.repository.ts';
import { invitationVoyageAvailable } from './invitation.service.ts';

const INVITATION_PATH = /^\/convite\/([A-Za-z0-9_-]{16,32})$/;

/** The preview image (1200 × 630 PNG: unfurlers do not read SVG). */
export const INVITATION_PREVIEW_IMAGE = '/media/og/convite.png';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function invitationPreviewTags({
  senderName,
  voyageTitle,
  url,
  imageUrl,
}: {
  senderName: string;
  voyageTitle: string;
  url: string;
  imageUrl: string;
}): string {
  const title = pt.invitation.preview.title(senderName);
  const description = pt.invitation.preview.description(voyageTitle);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', pt.brand.name],
    ['property', 'og:locale', 'pt_BR'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', imageUrl],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', pt.invitation.preview.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'description', description],
    // A personal invitation is not for search engines.
    ['name', 'robots', 'noindex'],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}"/>`),
  ].join('');
}

/** The static-site plugin's `pageHead` for invitation links; other paths get nothing. */
export function invitationPageHead(
  db: Kysely<Database>,
  publicUrl: string,
  now: () => Date = () => new Date(),
) {
  return async (pathname: string): Promise<string | undefined> => {
    const token = INVITATION_PATH.exec(pathname)?.[1];
    if (!token) return undefined;
    const invitation = await findInvitationByToken(db, token);
    if (!invitation || !invitationVoyageAvailable(invitation) || invitation.expires_at <= now().toISOString())
      return undefined;
    return invitationPreviewTags({
      senderName: invitation.inviter_name,
      voyageTitle: invitation.voyage_title,
      url: `${publicUrl}${pathname}`,
      imageUrl: `${publicUrl}${INVITATION_PREVIEW_IMAGE}`,
    });
  };
}
