import { staticPageHandle } from '#client/app/page-handle.ts';
import { sales001 as copy } from '#shared/messages/pt-sales-001.ts';
import { SalesPage, salesPageMeta } from './sales-page.tsx';

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  return salesPageMeta(copy);
}

/** SPEC §2.7: the ebook sales page, variant 001. */
export default function SalesPage001() {
  return <SalesPage variant="001" copy={copy} />;
}
