import { useEffect } from 'react';
import { sales as texts } from '#shared/messages/pt-sales.ts';
import { paths } from '#shared/paths.ts';
import { assignedVariant } from './variant-assignment.ts';

export function meta() {
  return [
    { title: texts.entry.meta.title },
    { name: 'description', content: texts.entry.meta.description },
    // The variants are the pages to index; this address only hands a visitor to one of them.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/**
 * '/vendas/ebook', the offer's own entry address (docs/architecture/sales.md): assigns this device a sales
 * page variant, once, and replaces itself with it (query string kept for campaign tags). The
 * variants are static pages (decision 110): a whole document loads, as from any other link.
 */
export default function SalesEntryPage() {
  useEffect(() => {
    const { search, hash } = window.location;
    window.location.replace(`${paths[`salesPage${assignedVariant()}`]}${search}${hash}`);
  }, []);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <span
        className="size-10 animate-spin rounded-full border-4 border-rio-200 border-t-rio-700"
        aria-hidden="true"
      />
      <h1 className="font-display text-2xl text-rio-900" role="status">
        {texts.entry.preparing}
      </h1>
      <noscript>
        <a className="font-semibold text-rio-800 underline" href={paths.salesPage001}>
          {texts.entry.noScript}
        </a>
      </noscript>
    </main>
  );
}
