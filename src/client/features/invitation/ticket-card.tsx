import { useState } from 'react';
import { invitation as texts } from '#shared/messages/pt-invitation.ts';
import type { SharedVoyage } from './shared-voyage.ts';

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' });

export function formatInvitationDate(iso: string) {
  return longDate.format(new Date(iso));
}

function randomTicketNumber() {
  return 1000 + Math.floor(Math.random() * 9000);
}

function Field({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : ''}>
      <dt className="text-xs font-semibold tracking-widest text-terra-700 uppercase">{label}</dt>
      <dd className="mt-1 font-display text-base leading-snug text-rio-900 sm:text-lg">{value}</dd>
    </div>
  );
}

/**
 * SPEC §2.6: the ticket. 'VIAGEM REFLEXIVA', a 4-digit number (random for the samples, the
 * invitation's own otherwise), passenger, invited by, destination, departure, return, baggage and
 * boarding date.
 */
export function TicketCard({ voyage }: { voyage: SharedVoyage }) {
  const [number] = useState(() => voyage.ticketNumber ?? randomTicketNumber());
  const t = texts.ticket;

  return (
    <section
      aria-label={t.label}
      data-testid="ticket"
      className="relative overflow-hidden rounded-3xl bg-papel text-stone-900 shadow-2xl shadow-black/40 sm:grid sm:grid-cols-[1fr_11rem]"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-center justify-between gap-4">
          <p className="text-sm font-bold tracking-[0.2em] text-terra-700 sm:tracking-[0.3em]">{t.kind}</p>
          <p className="font-mono text-sm whitespace-nowrap text-stone-700">
            {t.numberLabel} <span data-testid="ticket-number">{number}</span>
          </p>
        </div>
        <h1 className="mt-3 font-display text-3xl leading-tight text-balance text-rio-900 sm:text-4xl">
          {voyage.title}
        </h1>
        {voyage.subtitle && <p className="mt-2 text-stone-700">{voyage.subtitle}</p>}
        <dl className="mt-6 grid grid-cols-2 gap-x-5 gap-y-4 border-t border-dashed border-stone-300 pt-5 sm:gap-x-8">
          <Field label={t.passenger} value={voyage.recipientName} />
          <Field label={t.invitedBy} value={voyage.senderName} />
          <Field label={t.destination} value={voyage.destination} wide />
          <Field label={t.departure} value={voyage.departure} />
          <Field label={t.return} value={voyage.return} />
          <Field label={t.baggage} value={voyage.baggage} />
          <Field label={t.boardingDate} value={formatInvitationDate(voyage.createdAt)} />
        </dl>
      </div>
      <div
        aria-hidden="true"
        className="relative hidden flex-col items-center justify-center gap-3 border-l-2 border-dashed border-stone-300 bg-terra-100 p-6 text-center sm:flex"
      >
        <span className="absolute -top-4 -left-4 size-8 rounded-full bg-rio-950" />
        <span className="absolute -bottom-4 -left-4 size-8 rounded-full bg-rio-950" />
        <p className="text-xs font-semibold tracking-widest text-terra-700 uppercase">{t.numberLabel}</p>
        <p className="font-mono text-3xl font-bold text-rio-900">{number}</p>
        <svg viewBox="0 0 100 50" className="mt-2 w-20" role="presentation">
          <path d="M0 18c16-12 34-12 50 0s34 12 50 0" fill="none" stroke="#4cb39a" strokeWidth="7" />
          <path d="M0 38c16-12 34-12 50 0s34 12 50 0" fill="none" stroke="#f8a024" strokeWidth="7" />
        </svg>
      </div>
      <p className="border-t border-dashed border-stone-300 bg-terra-50 px-6 py-3 text-sm text-stone-700 sm:col-span-2 sm:px-8">
        {t.validUntil(formatInvitationDate(voyage.expiresAt))}
      </p>
    </section>
  );
}
