import { type ReactNode, type RefObject, useMemo } from 'react';
import { LegalLinks, SellerIdentity } from '#client/features/legal/seller-identity.tsx';
import { QUOTE_BANNER_MAX_CHARS } from '#shared/constants.ts';
import { truncateText } from '#shared/format/truncate-text.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import type { VoyageContent } from '#shared/schemas/voyages.ts';
import { CompletedBadge } from './completion.tsx';
import type { Annotation } from './marks-outbox.ts';
import { Paragraph } from './paragraph.tsx';

const TEXT_ID = 'texto-da-viagem';

/** The first stop of the keyboard: straight to the text, past the header and its buttons. */
export function SkipToText() {
  return (
    <a
      href={`#${TEXT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-lg focus:bg-(--reader-surface) focus:px-4 focus:py-2"
    >
      {readerUi.skipToText}
    </a>
  );
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** The voyage's opening: cover, themes, title, byline, summary and the opening quote. */
function VoyageOpening({ content }: { content: VoyageContent }) {
  const openingQuote = truncateText(content.paragraphs[0] ?? '', QUOTE_BANNER_MAX_CHARS);
  const published = formatDate(content.date);
  const byline = readerUi.byline(content.author);
  return (
    <header className="mb-12 sm:mb-16">
      {content.coverImage && (
        <img
          src={content.coverImage}
          alt=""
          width={400}
          height={240}
          decoding="async"
          className="mb-8 aspect-[5/3] w-full rounded-2xl object-cover shadow-(--reader-shadow) [[data-theme=dark]_&]:brightness-90 [[data-theme=sepia]_&]:sepia-[.25]"
        />
      )}
      {content.themes.length > 0 && (
        <ul className="mb-5 flex flex-wrap gap-2" aria-label={readerUi.themes}>
          {content.themes.map((voyageTheme) => (
            <li
              key={voyageTheme}
              className="rounded-full border border-(--reader-border) px-3 py-1 text-xs font-semibold tracking-wide text-(--reader-muted) uppercase"
            >
              {voyageTheme}
            </li>
          ))}
        </ul>
      )}
      <h1
        id="titulo-da-viagem"
        className="font-display text-4xl leading-[1.1] font-semibold text-balance sm:text-5xl"
      >
        {content.title}
      </h1>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-(--reader-muted)">
        <span>
          {byline.by} <span className="font-semibold text-(--reader-text)">{byline.name}</span>
        </span>
        {published && (
          <>
            <span aria-hidden="true">·</span>
            <time dateTime={content.date ?? undefined}>{published}</time>
          </>
        )}
        <span aria-hidden="true">·</span>
        <span>
          {content.duration} {readerUi.minutesOfReading}
        </span>
      </p>
      {content.summary && (
        <p className="mt-6 font-display text-xl leading-relaxed text-(--reader-muted) sm:text-2xl">
          {content.summary}
        </p>
      )}
      {openingQuote && (
        <figure className="mt-10 border-l-4 border-(--reader-accent) pl-5 sm:pl-7">
          <blockquote className="font-display text-2xl leading-snug italic sm:text-3xl">
            <p>“{openingQuote}”</p>
          </blockquote>
          <figcaption className="mt-3 text-sm text-(--reader-muted)">{readerUi.openingQuote}</figcaption>
        </figure>
      )}
    </header>
  );
}

interface ReaderArticleProps {
  content: VoyageContent;
  /** The staff's preview banner (docs/architecture/admin.md). */
  previewBanner: ReactNode | undefined;
  article: RefObject<HTMLDivElement | null>;
  notesByParagraph: ReadonlyMap<number, Annotation[]>;
  bookmarkedParagraphs: ReadonlySet<number>;
  currentIndex: number;
  flashIndex: number | null;
  narratedIndex: number | null;
  onListenFrom: ((index: number) => void) | undefined;
  onEditNote: (index: number, note?: Annotation) => void;
  completed: boolean;
  /** What the page says to screen readers about a change it shows by itself. */
  announcement: string;
}

/** The page's text: the opening, the paragraphs with their marks, and the completion badge. */
export function ReaderArticle({
  content,
  previewBanner,
  article,
  notesByParagraph,
  bookmarkedParagraphs,
  currentIndex,
  flashIndex,
  narratedIndex,
  onListenFrom,
  onEditNote,
  completed,
  announcement,
}: ReaderArticleProps) {
  const quotesByParagraph = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const highlight of content.highlights) {
      map.set(highlight.position, [...(map.get(highlight.position) ?? []), highlight.quote]);
    }
    return map;
  }, [content.highlights]);

  return (
    <main className="overflow-x-clip px-6 pt-24 pb-56 sm:px-8 sm:pt-32">
      {previewBanner && (
        <div
          role="note"
          className="mx-auto mb-8 max-w-[42rem] rounded-xl border border-(--reader-border) px-4 py-3 text-sm"
        >
          {previewBanner}
        </div>
      )}
      <article aria-labelledby="titulo-da-viagem" className="mx-auto max-w-[42rem]">
        <VoyageOpening content={content} />

        <div id={TEXT_ID} ref={article} className="reader-prose" tabIndex={-1}>
          {content.paragraphs.map((text, index) => (
            <Paragraph
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are a fixed list addressed by index.
              key={index}
              index={index}
              text={text}
              quotes={quotesByParagraph.get(index)}
              notes={notesByParagraph.get(index)}
              bookmarked={bookmarkedParagraphs.has(index)}
              current={index === currentIndex}
              flashing={index === flashIndex}
              narrating={index === narratedIndex}
              onListenFrom={onListenFrom}
              onEditNote={onEditNote}
            />
          ))}
        </div>
        <p className="mt-16 text-center font-display text-2xl text-(--reader-muted)" aria-hidden="true">
          ~ ❧ ~
        </p>
      </article>
      {/* Who sells, as at the foot of every signed-in screen (Decreto 7.962/2013), after the text. */}
      <footer className="mx-auto mt-24 grid max-w-[42rem] gap-3 border-t border-(--reader-border) pt-6">
        <SellerIdentity tone="reader" />
        <LegalLinks tone="reader" />
      </footer>
      {completed && <CompletedBadge />}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </main>
  );
}
