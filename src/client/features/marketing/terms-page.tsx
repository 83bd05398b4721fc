import { staticPageHandle } from '#client/app/page-handle.ts';
import { termsDate, termsVersion } from '#shared/legal/documents.ts';
import { termsTexts } from '#shared/messages/legal/terms.ts';
import { LegalDocument } from './legal-document.tsx';

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  const { title, description } = termsTexts.meta;
  return [{ title }, { name: 'description', content: description }];
}

/** /termos: Termos de Uso e de Compra (docs/architecture/legal.md). */
export default function TermsPage() {
  return <LegalDocument texts={termsTexts} version={termsVersion} date={termsDate} />;
}
