import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { offlineVoyage } from '#client/features/offline/offline-voyages.ts';
import { useVoyageContent } from '#client/features/voyages/api/voyage-content.ts';
import type { PageProps } from '#client/lib/page-props.ts';
import { href } from '#shared/href.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { adminVoyageRoutePatterns, type appRoutePatterns } from '#shared/paths.ts';
import { ADMIN_ROLE } from '#shared/roles.ts';
import { useVoyagePreview } from './api/voyage-preview.ts';
import { loadFailureOf } from './load-failure.ts';
import {
  CompletedScreen,
  LoadErrorScreen,
  NoSignalScreen,
  NotStartedScreen,
  ReaderSpinner,
} from './reader-state-screens.tsx';
import { VoyageReader } from './voyage-reader.tsx';
import '#client/components/ui/reading-themes.css';
import './reader.css';

export function meta() {
  return [{ title: `${readerUi.pageTitle} | ${pt.brand.name}` }];
}

const texts = readerUi.states;

/**
 * /viagem/experiencia/:voyageId — the reading experience (SPEC §2.5, §4.5): loading, then the
 * text, or not started, completed, or one of SPEC §8's load errors. With `?previa=1`, an admin
 * reads any voyage as the team's preview (docs/architecture/admin.md).
 */
export default function ReaderPage({ params }: PageProps<typeof appRoutePatterns.voyageExperience>) {
  const { voyageId } = params;
  const [search] = useSearchParams();
  const { user } = useAuth();
  const preview = search.get('previa') === '1' && user?.role === ADMIN_ROLE;
  return preview ? <PreviewReading voyageId={voyageId} /> : <Reading voyageId={voyageId} />;
}

function PreviewReading({ voyageId }: { voyageId: string }) {
  const content = useVoyagePreview(voyageId);
  const editor = href(adminVoyageRoutePatterns.editor, { id: voyageId });
  if (content.isPending) return <ReaderSpinner />;
  // A text already open stays open whatever a later fetch of it answers.
  if (content.isError && content.data === undefined) {
    const failure = loadFailureOf(content.error);
    return failure.kind === 'not-found' ? (
      <LoadErrorScreen title={texts.notFound} retry={false} />
    ) : (
      <LoadErrorScreen title={texts.somethingWentWrong} message={failure.message} />
    );
  }
  return (
    <VoyageReader
      key={content.data.id}
      content={content.data}
      preview={{
        backTo: editor,
        banner: (
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span>{readerUi.preview.banner}</span>
            <Link to={editor} className="font-semibold underline">
              {readerUi.preview.backToEditor}
            </Link>
          </p>
        ),
      }}
    />
  );
}

function Reading({ voyageId }: { voyageId: string }) {
  // The text arrives in one answer: React lays it out as a background render, in slices, so the
  // page answers a tap while a long voyage is being built (docs/architecture/frontend.md).
  const content = useDeferredValue(useVoyageContent(voyageId));

  if (content.isPending) return <ReaderSpinner />;
  // A text already open stays open whatever a later fetch of it answers.
  if (content.isError && content.data === undefined) {
    const failure = loadFailureOf(content.error);
    switch (failure.kind) {
      case 'not-found':
        return <LoadErrorScreen title={texts.notFound} retry={false} />;
      case 'completed':
        return <CompletedScreen lead={failure.message} />;
      case 'no-signal': {
        // A kept pack that no longer answers is lost whatever the signal; without one, the screen
        // says so only when the browser knows it is offline (else SPEC §8's text, as for any failure).
        const packWasKept = offlineVoyage(voyageId) !== undefined;
        if (packWasKept || !navigator.onLine) return <NoSignalScreen packWasKept={packWasKept} />;
        return <LoadErrorScreen title={texts.somethingWentWrong} message={failure.message} />;
      }
      default:
        return <LoadErrorScreen title={texts.somethingWentWrong} message={failure.message} />;
    }
  }

  const voyage = content.data;
  if (!voyage.isStarted) return <NotStartedScreen voyageId={voyage.id} />;
  if (voyage.isCompleted) return <CompletedScreen />;
  if (voyage.paragraphs.length === 0) {
    return <LoadErrorScreen title={texts.somethingWentWrong} message={texts.missingContent} />;
  }
  return <VoyageReader key={voyage.id} content={voyage} />;
}

/** SPEC §2.5: a generic error screen, 'Algo deu errado', with retry and a way home. */
export function ErrorBoundary() {
  return <LoadErrorScreen title={texts.somethingWentWrong} message={texts.unknown} />;
}
