import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LegalLinks, SellerIdentity } from '#client/features/legal/seller-identity.tsx';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';

/** The frame of the sign-in screens: the river on one side (wide screens), the form on the other. */
export function AuthShell({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="grid min-h-dvh bg-papel lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-rio-900 text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
        <Link to={paths.home} className="inline-flex items-center gap-2 font-display text-2xl font-semibold">
          <img src="/favicon.svg" width={40} height={40} alt="" className="size-10" />
          {pt.brand.name}
        </Link>
        <div className="relative z-10 max-w-md">
          <p className="font-display text-4xl leading-tight">{pt.brand.tagline}</p>
          <p className="mt-4 text-lg text-rio-100">{pt.account.ui.registerLead}</p>
        </div>
        <svg
          aria-hidden="true"
          viewBox="0 0 400 160"
          className="absolute inset-x-0 bottom-0 w-full text-rio-700"
        >
          <path d="M0 90c60-30 120-30 200 0s140 30 200 0v70H0z" fill="currentColor" opacity=".55" />
          <path d="M0 120c60-25 120-25 200 0s140 25 200 0v40H0z" fill="currentColor" />
        </svg>
      </aside>
      <main id="conteudo" className="flex flex-col px-5 py-6 sm:px-10">
        <Link
          to={paths.home}
          className="inline-flex w-fit items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-rio-900 hover:bg-rio-50"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {pt.account.ui.backToHome}
        </Link>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          <h1 className="font-display text-3xl text-rio-950 sm:text-4xl">{title}</h1>
          {lead && <p className="mt-2 text-stone-700">{lead}</p>}
          <div className="mt-8">{children}</div>
        </div>
        {/* Who sells and the documents, as in every footer (docs/architecture/legal.md). */}
        <footer className="mx-auto grid w-full max-w-md gap-2 border-t border-stone-200 pt-4">
          <SellerIdentity tone="light" />
          <LegalLinks tone="light" />
        </footer>
      </main>
    </div>
  );
}
