/**
 * SPEC §2.1 '/play' (docs/decisions/070): guests get a teaser with a sample that plays; travellers
 * get their narrated voyages, a button to continue where they stopped, the player, and keyboard
 * shortcuts. Nothing plays before the traveller asks.
 */
import Headphones from 'lucide-react/icons/headphones';
import Play from 'lucide-react/icons/play';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { sectionStyles } from '#client/lib/section-styles.ts';
// The player's colours are the reader's light theme.
import '#client/components/ui/reading-themes.css';
import { contentFailureMessage, useVoyageContent } from '#client/features/voyages/api/voyage-content.ts';
import { NARRATION_SAMPLE_URL } from '#shared/constants.ts';
import { href } from '#shared/href.ts';
import { audioUi } from '#shared/messages/pt-audio.ts';
import { appRoutePatterns, paths } from '#shared/paths.ts';
import type { AudioVoyage } from '#shared/schemas/audio.ts';
import { useAudioVoyages } from './api/audio-voyages.ts';
import { latestPosition } from './listening-positions.ts';
import type { Narration } from './narration.ts';
import { NarrationAudio, NarrationPlayer } from './narration-player.tsx';
import { formatClock, resumeSeconds } from './narration-rules.ts';
import { useNarration } from './use-narration.ts';

const texts = audioUi.page;

export function meta() {
  return [{ title: texts.metaTitle }, { name: 'description', content: texts.metaDescription }];
}

export default function PlayPage() {
  const { status } = useAuth();
  return status === 'AUTHENTICATED' ? <AudioVoyagesPage /> : <AudioTeaser />;
}

function AudioTeaser() {
  return (
    <div className={`${sectionStyles.container} pt-28 pb-20 lg:pt-36`}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className={sectionStyles.eyebrow}>{texts.eyebrow}</p>
          <h1 className={`${sectionStyles.title} mt-3`}>{texts.teaserTitle}</h1>
          <p className={`${sectionStyles.lead} mt-5`}>{texts.teaserLead}</p>
          <ul className="mt-6 space-y-3">
            {texts.teaserPoints.map((point) => (
              <li key={point} className="flex gap-3 text-stone-800">
                <Headphones aria-hidden="true" className="mt-1 size-5 shrink-0 text-terra-700" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.login} state={{ from: paths.audioVoyages }} className={buttonStyles.primary}>
              {texts.signIn}
            </Link>
            <Link to={paths.register} className={buttonStyles.outline}>
              {texts.register}
            </Link>
          </div>
        </div>
        <figure className="rounded-3xl bg-rio-900 p-6 text-white shadow-xl sm:p-8">
          <figcaption>
            <h2 className="font-display text-2xl">{texts.sampleTitle}</h2>
            <p className="mt-2 text-rio-100">{texts.sampleCaption}</p>
          </figcaption>
          {/* biome-ignore lint/a11y/useMediaCaption: a sample of the narration of a text shown in the reader. */}
          <audio
            controls
            preload="none"
            src={NARRATION_SAMPLE_URL}
            className="mt-6 w-full"
            data-testid="narration-sample"
          />
        </figure>
      </div>
    </div>
  );
}

function shortcutAction(narration: Narration, key: string): (() => void) | undefined {
  switch (key) {
    case ' ':
      return narration.toggle;
    case 'ArrowLeft':
      return () => narration.skip(-15);
    case 'ArrowRight':
      return () => narration.skip(15);
    case 'ArrowUp':
      return () => narration.setVolume(narration.volume + 0.1);
    case 'ArrowDown':
      return () => narration.setVolume(narration.volume - 0.1);
    default:
      return undefined;
  }
}

/** Where the arrows and Space already mean something: typing, sliders, menus and option lists. */
const OWN_KEYS =
  'input, select, textarea, [contenteditable="true"], [role="slider"], [role="combobox"], [role="listbox"], [role="menu"], [role="tablist"], [role="radiogroup"]';
/** Space presses these (play/pause among them); the arrows still skip and change the volume. */
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="link"]';

/** Space plays or pauses, ← → skip 15 s, ↑ ↓ change the volume, wherever they mean nothing else. */
function usePlayerShortcuts(narration: Narration | null) {
  useEffect(() => {
    if (!narration) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_KEYS)) return;
      if (event.key === ' ' && target?.closest(PRESSABLE)) return;
      const action = shortcutAction(narration, event.key);
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [narration]);
}

/** The listenable voyage heard most recently, when it has a moment to continue from. */
function lastHeard(listenable: readonly AudioVoyage[]): AudioVoyage | undefined {
  let best: { voyage: AudioVoyage; at: number } | undefined;
  for (const voyage of listenable) {
    const position = latestPosition(voyage.id, voyage.position);
    if (!position || resumeSeconds(position.seconds, Number.NaN) <= 0) continue;
    if (!best || position.at > best.at) best = { voyage, at: position.at };
  }
  return best?.voyage;
}

function AudioVoyagesPage() {
  const voyages = useAudioVoyages();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get('viagem');
  // The voyage a click asked to hear. The address alone never plays: a reload has no gesture, and
  // the browser would refuse to start.
  const [requested, setRequested] = useState<string | null>(null);
  const clearRequest = useCallback(() => setRequested(null), []);
  const listenable = voyages.data?.filter((voyage) => voyage.can_listen) ?? [];
  const selected =
    listenable.find((voyage) => voyage.id === chosen) ??
    (chosen === null ? lastHeard(listenable) : undefined);
  const nothingToHear = Boolean(voyages.data?.length) && listenable.length === 0;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{texts.title}</h1>
      {nothingToHear ? <NothingToHear /> : <p className="mt-2 max-w-2xl text-stone-700">{texts.lead}</p>}

      {selected && (
        <NowPlaying
          key={selected.id}
          voyage={selected}
          startRequested={requested === selected.id}
          onStartHandled={clearRequest}
        />
      )}

      <section aria-labelledby="lista-de-audio" className="mt-10">
        <h2 id="lista-de-audio" className="sr-only">
          {texts.eyebrow}
        </h2>
        {voyages.isPending ? (
          <div role="status" className="grid gap-4 sm:grid-cols-2" aria-label={texts.loadingList}>
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-36 animate-pulse rounded-2xl bg-stone-200" />
            ))}
          </div>
        ) : voyages.isError ? (
          <div role="alert" className="rounded-2xl border border-terra-200 bg-terra-50 p-6">
            <p className="text-stone-800">{texts.loadFailure}</p>
            <button type="button" className={`${buttonStyles.solid} mt-4`} onClick={() => voyages.refetch()}>
              {texts.retry}
            </button>
          </div>
        ) : voyages.data.length === 0 ? (
          <p className="rounded-2xl border border-rio-100 bg-white p-6 text-stone-700">{texts.empty}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {voyages.data.map((voyage) => (
              <AudioVoyageCard
                key={voyage.id}
                voyage={voyage}
                selected={voyage.id === selected?.id}
                onListen={() => {
                  setRequested(voyage.id);
                  setSearchParams({ viagem: voyage.id }, { replace: true });
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** No narrated voyage started yet: what to do, and the way to the voyages. */
function NothingToHear() {
  return (
    <div className="mt-6 flex max-w-2xl flex-col gap-3 rounded-3xl border border-rio-100 bg-white p-6 shadow-sm sm:flex-row sm:gap-4">
      <Headphones aria-hidden="true" className="size-8 shrink-0 text-terra-700 sm:mt-1" />
      <div>
        <h2 className="font-display text-2xl text-rio-900">{texts.noneStartedTitle}</h2>
        <p className="mt-2 text-stone-700">{texts.noneStartedText}</p>
        <Link to={paths.travellerHome} className={`${buttonStyles.solid} mt-4`}>
          {texts.seeVoyages}
        </Link>
      </div>
    </div>
  );
}

/** 'Continuar de m:ss' when the traveller stopped somewhere in it, else 'Ouvir'. */
function listenLabel(voyage: AudioVoyage): { label: string; resumes: boolean } {
  const seconds = resumeSeconds(latestPosition(voyage.id, voyage.position)?.seconds ?? 0, Number.NaN);
  return seconds > 0
    ? { label: texts.continueAt(formatClock(seconds)), resumes: true }
    : { label: texts.listen, resumes: false };
}

function AudioVoyageCard({
  voyage,
  selected,
  onListen,
}: {
  voyage: AudioVoyage;
  selected: boolean;
  onListen: () => void;
}) {
  const { label } = listenLabel(voyage);
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-md shadow-rio-950/10 ring-1 ring-rio-900/5">
      {voyage.image_url && (
        <img
          src={voyage.image_url}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-24 shrink-0 rounded-xl object-cover"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-display text-xl leading-snug text-rio-900">{voyage.title}</h3>
        <p className="text-sm text-stone-700">
          {texts.minutes(voyage.duration)}
          {voyage.is_completed ? ` · ${texts.completed}` : ''}
        </p>
        <div className="mt-auto">
          {voyage.can_listen ? (
            <button
              type="button"
              className={`${buttonStyles.solid} min-h-11 px-4 py-2`}
              aria-pressed={selected}
              aria-label={`${label}: ${voyage.title}`}
              onClick={onListen}
            >
              {label}
            </button>
          ) : (
            <Link
              to={href(appRoutePatterns.voyageDetail, { id: voyage.id })}
              aria-label={`${voyage.is_completed ? texts.reboard : texts.board}: ${voyage.title}`}
              className="inline-flex min-h-11 items-center font-semibold text-terra-800 underline decoration-2 underline-offset-4"
            >
              {voyage.is_completed ? texts.reboard : texts.board}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

function NowPlaying({
  voyage,
  startRequested,
  onStartHandled,
}: {
  voyage: AudioVoyage;
  /** A card's 'Ouvir' was clicked for this voyage: it plays once its content is here. */
  startRequested: boolean;
  onStartHandled: () => void;
}) {
  const content = useVoyageContent(voyage.id);
  const narration = useNarration({
    voyageId: voyage.id,
    title: voyage.title,
    cover: voyage.image_url,
    audioUrl: content.data?.audioUrl ?? null,
    timings: content.data?.narrationTimings ?? null,
    paragraphs: content.data?.paragraphs ?? [],
  });
  const { start, open } = narration;
  const [wantsStart, setWantsStart] = useState(false);
  const loaded = Boolean(content.data);
  useEffect(() => {
    if (!(startRequested || wantsStart) || !loaded) return;
    if (!open) start();
    setWantsStart(false);
    onStartHandled();
  }, [startRequested, wantsStart, loaded, open, start, onStartHandled]);
  usePlayerShortcuts(open ? narration : null);

  if (content.isError) {
    return (
      <p role="alert" className="mt-8 rounded-2xl border border-terra-200 bg-terra-50 p-5 text-stone-800">
        {contentFailureMessage(content.error)}
      </p>
    );
  }

  const { label, resumes } = listenLabel(voyage);
  const spoken = narration.narratedIndex;
  return (
    <section aria-labelledby="tocando-agora" className="reader-theme mt-8 rounded-3xl" data-theme="light">
      <NarrationAudio narration={narration} />
      {open ? (
        <>
          <h2 id="tocando-agora" className="sr-only">
            {texts.nowPlaying}: {voyage.title}
          </h2>
          <NarrationPlayer
            narration={narration}
            title={voyage.title}
            paragraphCount={content.data?.paragraphs.length ?? 0}
            floating={false}
            focusOnMount
          />
          {spoken !== null && content.data?.paragraphs[spoken] && (
            <blockquote className="mt-4 rounded-2xl bg-white px-5 py-4 font-display text-lg leading-relaxed text-stone-800 shadow-sm">
              <p data-testid="spoken-paragraph">{content.data.paragraphs[spoken]}</p>
            </blockquote>
          )}
          <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
            <span>{texts.shortcuts}</span>
            <Link
              to={`${href(appRoutePatterns.voyageExperience, { voyageId: voyage.id })}${spoken !== null ? `#paragrafo-${spoken}` : ''}`}
              className="font-semibold text-terra-800 underline decoration-2 underline-offset-4"
            >
              {texts.openReader}
            </Link>
          </p>
        </>
      ) : (
        <div className="flex flex-col gap-4 rounded-3xl border border-(--reader-border) bg-(--reader-surface) p-5 text-(--reader-surface-text) shadow-(--reader-shadow) sm:flex-row sm:items-center">
          {voyage.image_url && (
            <img
              src={voyage.image_url}
              alt=""
              width={80}
              height={80}
              className="size-20 shrink-0 rounded-2xl object-cover"
            />
          )}
          <div className="min-w-0 flex-1">
            <h2 id="tocando-agora" className="text-sm font-semibold tracking-wide text-terra-800 uppercase">
              {resumes ? texts.resumeTitle : texts.readyTitle}
            </h2>
            <p className="mt-1 font-display text-2xl leading-snug text-rio-900">{voyage.title}</p>
          </div>
          {/* The click is the gesture the browser asks for before it plays. */}
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => (loaded ? start() : setWantsStart(true))}
          >
            <Play aria-hidden="true" className="size-5" />
            {label}
          </button>
        </div>
      )}
    </section>
  );
}
