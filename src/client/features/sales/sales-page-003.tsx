import { staticPageHandle } from '#client/app/page-handle.ts';
import { sales003 as copy } from '#shared/messages/pt-sales-003.ts';
import { SalesPage, salesPageMeta } from './sales-page.tsx';

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  return salesPageMeta(copy);
}

/** SPEC §2.7: the ebook sales page, variant 003 (with the FAQ). */
export default function SalesPage003() {
  return <SalesPage variant="003" copy={copy} />;
}
