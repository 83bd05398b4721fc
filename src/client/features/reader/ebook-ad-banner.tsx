import BookOpen from 'lucide-react/icons/book-open';
import X from 'lucide-react/icons/x';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { paths } from '#shared/paths.ts';

const texts = readerUi.ad;

/**
 * SPEC §4.5: a free voyage not completed offers the ebook once scroll passes 85%, linking to the
 * first sales page (001). Closable; it stays closed for the rest of the session.
 */
export function EbookAdBanner({ onClose }: { onClose: () => void }) {
  return (
    <section
      aria-label={texts.label}
      className="reader-rise pointer-events-auto relative w-full rounded-2xl border border-(--reader-border) bg-(--reader-surface) p-4 pr-14 text-(--reader-surface-text) shadow-(--reader-shadow)"
    >
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-(--reader-note-bg) text-(--reader-accent)">
          <BookOpen aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-[0.14em] text-(--reader-muted) uppercase">{texts.label}</p>
          <p className="font-display text-lg leading-snug font-semibold">{texts.title}</p>
          <p className="mt-1 text-sm text-(--reader-muted) max-sm:hidden">{texts.text}</p>
          <a
            href={paths.salesPage001}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-(--reader-accent) underline underline-offset-4"
          >
            {texts.cta}
          </a>
        </div>
      </div>
      <button
        type="button"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-(--reader-border)/60"
        aria-label={texts.close}
        onClick={onClose}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
