import Bookmark from 'lucide-react/icons/bookmark';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { Link } from 'react-router';
import { href } from '#shared/href.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import type { Bookmark as LocalBookmark, NoteView } from './marks-outbox.ts';
import { noteColorStripe } from './note-colors.ts';

const texts = readerUi.notesPage;

const noteActionBase =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-rio-50';
const noteAction = `${noteActionBase} text-rio-900`;

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A voyage's bookmarks on /user/notes: links back to their paragraphs. */
export function BookmarkLinks({ voyageId, bookmarks }: { voyageId: string; bookmarks: LocalBookmark[] }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1.5 font-semibold text-stone-800">
        <Bookmark aria-hidden="true" className="size-4 text-rio-700" />
        {texts.bookmarksTitle}:
      </span>
      <ul className="flex flex-wrap gap-2">
        {bookmarks.map((bookmark) => (
          <li key={bookmark.paragraph}>
            <Link
              to={`${href(appRoutePatterns.voyageExperience, { voyageId })}#paragrafo-${bookmark.paragraph}`}
              className="inline-flex min-h-11 items-center rounded-full border border-rio-200 bg-rio-50 px-4 text-sm font-semibold text-rio-900 hover:bg-rio-100"
              title={bookmark.title}
            >
              {readerUi.toc.paragraph(bookmark.paragraph)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface NoteCardProps {
  note: NoteView;
  /** The card asks whether to delete, in place of its actions. */
  confirmingDelete: boolean;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onDelete: () => void;
  onEdit: () => void;
}

/** One note on /user/notes: its paragraph, the text it is about, and go to, edit or delete it. */
export function NoteCard({
  note,
  confirmingDelete,
  onAskDelete,
  onCancelDelete,
  onDelete,
  onEdit,
}: NoteCardProps) {
  return (
    <article
      data-color={note.color}
      className={`rounded-2xl border border-l-8 border-stone-200 ${noteColorStripe[note.color]} bg-white p-5 shadow-xs`}
    >
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-700">
        <span className="font-semibold text-rio-800">{readerUi.toc.paragraph(note.paragraphIndex)}</span>
        {note.updatedAt && (
          <>
            <span aria-hidden="true">·</span>
            <span>
              {texts.updatedAt} {formatDate(note.updatedAt)}
            </span>
          </>
        )}
        {note.pending && (
          <span className="rounded-full bg-terra-100 px-2 py-0.5 text-xs font-semibold text-terra-900">
            {texts.pending}
          </span>
        )}
      </p>
      {note.excerpt && (
        <blockquote className="mt-3 border-l-4 border-rio-200 pl-4 font-display text-stone-700 italic">
          {note.excerpt}
        </blockquote>
      )}
      <p className="mt-3 whitespace-pre-wrap text-lg leading-relaxed text-stone-900">{note.note}</p>
      {confirmingDelete ? (
        <div className="mt-4 grid gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{readerUi.notes.confirmDelete}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {readerUi.notes.delete}
            </button>
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-full border-2 border-red-700 px-5 font-semibold hover:bg-red-100"
              onClick={onCancelDelete}
            >
              {readerUi.notes.cancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 -ml-3 flex flex-wrap gap-1">
          <Link
            to={`${href(appRoutePatterns.voyageExperience, { voyageId: note.voyageId })}#paragrafo-${note.paragraphIndex}`}
            className={noteAction}
          >
            <MapPin aria-hidden="true" className="size-4" />
            {texts.goToParagraph}
          </Link>
          <button type="button" className={noteAction} aria-label={readerUi.notes.edit} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {texts.editShort}
          </button>
          <button
            type="button"
            className={`${noteActionBase} text-red-800 hover:bg-red-50`}
            aria-label={readerUi.notes.delete}
            onClick={onAskDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {texts.deleteShort}
          </button>
        </div>
      )}
    </article>
  );
}
