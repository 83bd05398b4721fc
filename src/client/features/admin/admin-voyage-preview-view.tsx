/**
 * '/admin/viagens/:id/previa' (docs/decisions/067): the voyage as a traveller will read it — the
 * same reader, its themes, notes and narration — whatever its cost or publication; progress and
 * completion are not saved, and 'back' returns to the editor.
 */
import { Link, Navigate, useParams } from 'react-router';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { LoadErrorScreen, ReaderSpinner } from '#client/features/reader/reader-state-screens.tsx';
import { VoyageReader } from '#client/features/reader/voyage-reader.tsx';
import '#client/features/reader/reader.css';
import { ApiError } from '#client/lib/api-client.ts';
import { adminVoyagePaths } from '#shared/admin-voyage-paths.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { paths } from '#shared/paths.ts';
import { ADMIN_ROLE } from '#shared/schemas/auth.ts';
import { useVoyagePreview } from './api/admin-voyages.ts';

const texts = adminVoyagesUi;

export default function AdminVoyagePreview() {
  const { user } = useAuth();
  const { id = '' } = useParams();
  if (user?.role !== ADMIN_ROLE) return <Navigate to={paths.travellerHome} replace />;
  return <Preview id={id} />;
}

function Preview({ id }: { id: string }) {
  const content = useVoyagePreview(id);
  const editor = adminVoyagePaths.editor(id);
  if (content.isPending) return <ReaderSpinner />;
  if (content.isError) {
    const missing = content.error instanceof ApiError && content.error.status === 404;
    return <LoadErrorScreen title={missing ? texts.notFound : texts.voyageLoadFailure} retry={!missing} />;
  }
  return (
    <VoyageReader
      key={content.data.id}
      content={content.data}
      preview={{
        backTo: editor,
        banner: (
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span>{texts.previewBanner}</span>
            <Link to={editor} className="font-semibold underline">
              {texts.backToEditor}
            </Link>
          </p>
        ),
      }}
    />
  );
}
