import { staticPageHandle } from '#client/app/page-handle.ts';
import { privacyDate, privacyVersion } from '#shared/legal/documents.ts';
import { privacyTexts } from '#shared/messages/legal/privacy.ts';
import { LegalDocument } from './legal-document.tsx';

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  const { title, description } = privacyTexts.meta;
  return [{ title }, { name: 'description', content: description }];
}

/** /privacidade: Política de Privacidade (docs/architecture/legal.md). */
export default function PrivacyPage() {
  return <LegalDocument texts={privacyTexts} version={privacyVersion} date={privacyDate} />;
}
