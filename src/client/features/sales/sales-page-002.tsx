import { staticPageHandle } from '#client/app/page-handle.ts';
import { sales002 as copy } from '#shared/messages/pt-sales-002.ts';
import { SalesPage, salesPageMeta } from './sales-page.tsx';

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  return salesPageMeta(copy);
}

/** SPEC §2.7: the ebook sales page, variant 002 (with the bonus block). */
export default function SalesPage002() {
  return <SalesPage variant="002" copy={copy} />;
}
