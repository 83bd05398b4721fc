/**
 * SPEC §2.1 '/play' (docs/decisions/070): guests get a teaser with a sample that plays; travellers
 * get their narrated voyages, continue where they stopped, the player, and keyboard shortcuts.
 */
import Headphones from 'lucide-react/icons/headphones';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { sectionStyles } from '#client/features/marketing/marketing-styles.ts';
import { useVoyageContent } from '#client/features/reader/api/voyage-content.ts';
import { NARRATION_SAMPLE_URL } from '#shared/constants.ts';
import { audioUi } from '#shared/messages/pt-audio.ts';
import { paths } from '#shared/paths.ts';
import type { AudioVoyage } from '#shared/schemas/audio.ts';
import { useAudioVoyages } from './api/audio-voyages.ts';
import { NarrationAudio, NarrationPlayer } from './narration-player.tsx';
import { formatClock } from './narration-rules.ts';
import { type Narration, useNarration } from './use-narration.ts';

const texts = audioUi.page;

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

/** Space plays or pauses, ← → skip 15 s, ↑ ↓ change the volume; never while typing or on a control. */
function usePlayerShortcuts(narration: Narration | null) {
  useEffect(() => {
    if (!narration) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, button, a, [contenteditable="true"]')) return;
      const action = shortcutAction(narration, event.key);
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [narration]);
}

function AudioVoyagesPage() {
  const voyages = useAudioVoyages();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get('viagem');
  const listenable = voyages.data?.filter((voyage) => voyage.can_listen) ?? [];
  // The chosen voyage, or the one last listened to.
  const selected =
    listenable.find((voyage) => voyage.id === chosen) ??
    (chosen === null
      ? [...listenable]
          .filter((voyage) => voyage.position)
          .sort(
            (a, b) => Date.parse(b.position?.updated_at ?? '') - Date.parse(a.position?.updated_at ?? ''),
          )[0]
      : undefined);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{texts.title}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">{texts.lead}</p>

      {selected && <NowPlaying key={selected.id} voyage={selected} />}

      <section aria-labelledby="lista-de-audio" className="mt-10">
        <h2 id="lista-de-audio" className="sr-only">
          {texts.eyebrow}
        </h2>
        {voyages.isPending ? (
          <div role="status" className="grid gap-4 sm:grid-cols-2" aria-label={audioUi.page.loading}>
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
                playing={voyage.id === selected?.id}
                onListen={() => setSearchParams({ viagem: voyage.id }, { replace: true })}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AudioVoyageCard({
  voyage,
  playing,
  onListen,
}: {
  voyage: AudioVoyage;
  playing: boolean;
  onListen: () => void;
}) {
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
              aria-pressed={playing}
              aria-label={`${voyage.position ? texts.continueAt(formatClock(voyage.position.position_seconds)) : texts.listen}: ${voyage.title}`}
              onClick={onListen}
            >
              {voyage.position
                ? texts.continueAt(formatClock(voyage.position.position_seconds))
                : texts.listen}
            </button>
          ) : (
            <Link
              to={paths.voyageDetail(voyage.id)}
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

function NowPlaying({ voyage }: { voyage: AudioVoyage }) {
  const content = useVoyageContent(voyage.id);
  const narration = useNarration({
    voyageId: voyage.id,
    title: voyage.title,
    cover: voyage.image_url,
    audioUrl: content.data?.audioUrl ?? null,
    timings: content.data?.narrationTimings ?? null,
    paragraphs: content.data?.paragraphs ?? [],
  });
  const [started, setStarted] = useState(false);
  const { start } = narration;
  // Choosing a voyage is the gesture: it starts playing once its content is here.
  useEffect(() => {
    if (content.data && !started) {
      setStarted(true);
      start();
    }
  }, [content.data, started, start]);
  usePlayerShortcuts(narration);

  const spoken = narration.narratedIndex;
  return (
    <section aria-labelledby="tocando-agora" className="reader mt-8 min-h-0 rounded-3xl" data-theme="light">
      <h2 id="tocando-agora" className="sr-only">
        {texts.nowPlaying}: {voyage.title}
      </h2>
      <NarrationAudio narration={narration} />
      {content.isError ? (
        <p role="alert" className="rounded-2xl border border-terra-200 bg-terra-50 p-5 text-stone-800">
          {texts.loadFailure}
        </p>
      ) : (
        <NarrationPlayer
          narration={narration}
          title={voyage.title}
          paragraphCount={content.data?.paragraphs.length ?? 0}
          floating={false}
        />
      )}
      {spoken !== null && content.data?.paragraphs[spoken] && (
        <blockquote className="mt-4 rounded-2xl bg-white px-5 py-4 font-display text-lg leading-relaxed text-stone-800 shadow-sm">
          <p data-testid="spoken-paragraph">{content.data.paragraphs[spoken]}</p>
        </blockquote>
      )}
      <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
        <span>{texts.shortcuts}</span>
        <Link
          to={`${paths.voyageExperience(voyage.id)}${spoken !== null ? `#paragrafo-${spoken}` : ''}`}
          className="font-semibold text-terra-800 underline decoration-2 underline-offset-4"
        >
          {texts.openReader}
        </Link>
      </p>
    </section>
  );
}
