import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { INVITATION_STATIONS, INVITATION_VIEW_CHANGE_MS } from '#shared/constants.ts';
import { invitation as texts } from '#shared/messages/pt-invitation.ts';
import type { SharedVoyage } from './shared-voyage.ts';
import { TicketCard } from './ticket-card.tsx';

/** SPEC §2.6 views, kept in the address's hash so the back button walks them too. */
const VIEW_HASHES = { initial: '', start: '#viagem', cancel: '#cancelar', convince: '#convencer' } as const;
type View = keyof typeof VIEW_HASHES;

function viewOf(hash: string): View | 'unknown' {
  const found = (Object.keys(VIEW_HASHES) as View[]).find((view) => VIEW_HASHES[view] === hash);
  return found ?? 'unknown';
}

const panel = 'rounded-3xl bg-white/95 p-6 text-stone-900 shadow-xl shadow-black/30 sm:p-8';
const panelHeading = 'font-display text-2xl leading-tight text-rio-900 focus:outline-none sm:text-3xl';

interface InvitationScreenProps {
  voyage: SharedVoyage;
  /** What a traveller's invitation adds: the gift and the way aboard (docs/architecture/invitations.md). */
  aboard?: ReactNode;
}

/**
 * SPEC §2.6 and §4.6: the ticket and its four views. Leaving a view takes 300 ms (it fades out);
 * stations run 1 to 5 with the ends disabled; arriving at the stations view, however it is reached
 * (a button, or the browser's back and forward), starts again at station 1.
 */
export function InvitationScreen({ voyage, aboard }: InvitationScreenProps) {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const view = viewOf(hash);
  const [station, setStation] = useState(1);
  const [shownView, setShownView] = useState(view);
  const [leaving, setLeaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const firstView = useRef(true);

  // Reset while rendering the new view, so it never paints with the previous visit's station.
  if (view !== shownView) {
    setShownView(view);
    if (view === 'start') setStation(1);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // After a change of view, keyboards and screen readers start at its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of view on purpose.
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    headingRef.current?.focus({ preventScroll: true });
  }, [view]);

  function go(next: View) {
    if (leaving) return;
    setLeaving(true);
    timer.current = setTimeout(() => {
      setLeaving(false);
      navigate({ search, hash: VIEW_HASHES[next] });
    }, INVITATION_VIEW_CHANGE_MS);
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 lg:grid-cols-[1.25fr_1fr] lg:items-start">
      <TicketCard voyage={voyage} />
      <div
        data-testid="invitation-view"
        data-view={view}
        aria-busy={leaving}
        className={`transition-opacity ease-out ${leaving ? 'opacity-0' : 'opacity-100'}`}
        style={{ transitionDuration: `${INVITATION_VIEW_CHANGE_MS}ms` }}
      >
        {view === 'initial' && (
          <section className={panel} aria-labelledby="convite-visao">
            <h2 id="convite-visao" ref={headingRef} tabIndex={-1} className={panelHeading}>
              {texts.initial.heading}
            </h2>
            <div className="mt-6 flex flex-col gap-3">
              <button type="button" className={buttonStyles.primary} onClick={() => go('start')}>
                {texts.initial.start}
              </button>
              <button type="button" className={buttonStyles.outline} onClick={() => go('convince')}>
                {texts.initial.convince}
              </button>
              <button type="button" className={buttonStyles.ghost} onClick={() => go('cancel')}>
                {texts.initial.cancel}
              </button>
            </div>
            {aboard}
          </section>
        )}

        {view === 'start' && (
          <section className={panel} aria-labelledby="convite-visao">
            <p className="text-sm font-semibold tracking-widest text-terra-700 uppercase" aria-live="polite">
              {texts.start.stationOf(station, INVITATION_STATIONS)}
            </p>
            <h2 id="convite-visao" ref={headingRef} tabIndex={-1} className={`${panelHeading} mt-2`}>
              {voyage.stations[station - 1]?.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-stone-700">
              {voyage.stations[station - 1]?.description}
            </p>
            <ol aria-label={texts.start.progressLabel} className="mt-6 flex justify-center gap-2">
              {Array.from({ length: INVITATION_STATIONS }, (_, index) => index + 1).map((number) => (
                <li
                  key={number}
                  aria-current={number === station ? 'step' : undefined}
                  className={`size-3 rounded-full transition-colors ${number === station ? 'bg-terra-500' : number < station ? 'bg-rio-500' : 'bg-stone-300'}`}
                >
                  <span className="sr-only">{texts.start.stationDot(number)}</span>
                </li>
              ))}
            </ol>
            <div className="mt-6 grid grid-cols-2 gap-3">
              <button
                type="button"
                className={buttonStyles.outline}
                disabled={station <= 1}
                onClick={() => setStation((current) => Math.max(1, current - 1))}
              >
                {texts.start.previous}
              </button>
              <button
                type="button"
                className={buttonStyles.solid}
                disabled={station >= INVITATION_STATIONS}
                onClick={() => setStation((current) => Math.min(INVITATION_STATIONS, current + 1))}
              >
                {texts.start.next}
              </button>
            </div>
            {station === INVITATION_STATIONS && aboard}
            <button
              type="button"
              className={`${buttonStyles.ghost} mt-4 w-full`}
              onClick={() => go('initial')}
            >
              {texts.start.backToStart}
            </button>
          </section>
        )}

        {view === 'cancel' && (
          <section className={panel} aria-labelledby="convite-visao">
            <h2 id="convite-visao" ref={headingRef} tabIndex={-1} className={panelHeading}>
              {texts.cancel.heading}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-stone-700">{texts.cancel.text}</p>
            <div className="mt-6 flex flex-col gap-3">
              <button type="button" className={buttonStyles.primary} onClick={() => go('start')}>
                {texts.cancel.reconsider}
              </button>
              <button type="button" className={buttonStyles.outline} onClick={() => go('initial')}>
                {texts.cancel.back}
              </button>
            </div>
          </section>
        )}

        {view === 'convince' && (
          <section className={panel} aria-labelledby="convite-visao">
            <h2 id="convite-visao" ref={headingRef} tabIndex={-1} className={panelHeading}>
              {texts.convince.heading}
            </h2>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {texts.benefits.map((benefit) => (
                <li key={benefit.title} className="rounded-2xl bg-rio-50 p-4">
                  <h3 className="font-semibold text-rio-900">{benefit.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-stone-700">{benefit.text}</p>
                </li>
              ))}
            </ul>
            <figure className="mt-5 border-l-4 border-terra-400 pl-4">
              <blockquote className="font-display text-lg text-rio-900 italic">
                <p>“{voyage.quote}”</p>
              </blockquote>
              {voyage.quote === texts.transformativeJourney.quote && (
                <figcaption className="mt-1 text-sm text-stone-600">
                  {texts.transformativeJourney.quoteAuthor}
                </figcaption>
              )}
            </figure>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <button type="button" className={`${buttonStyles.primary} flex-1`} onClick={() => go('start')}>
                {texts.convince.start}
              </button>
              <button
                type="button"
                className={`${buttonStyles.outline} flex-1`}
                onClick={() => go('initial')}
              >
                {texts.convince.back}
              </button>
            </div>
          </section>
        )}

        {view === 'unknown' && (
          <section className={panel} aria-labelledby="convite-visao">
            <h2 id="convite-visao" ref={headingRef} tabIndex={-1} className={panelHeading}>
              {texts.unknownView}
            </h2>
            <Link to={{ search, hash: '' }} className={`${buttonStyles.primary} mt-6 w-full`}>
              {texts.backToInvitation}
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}
