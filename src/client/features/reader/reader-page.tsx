import { useParams } from 'react-router';
import { pt } from '#shared/messages/pt.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { loadFailureOf, useVoyageContent } from './api/voyage-content.ts';
import {
  CompletedScreen,
  LoadErrorScreen,
  NotStartedScreen,
  ReaderSpinner,
} from './reader-state-screens.tsx';
import { VoyageReader } from './voyage-reader.tsx';
import './reader.css';

export function meta() {
  return [{ title: `${readerUi.pageTitle} | ${pt.brand.name}` }];
}

const texts = readerUi.states;

/**
 * /viagem/experiencia/:voyageId — the reading experience (SPEC §2.5, §4.5): loading, then the
 * text, or not started, completed, or one of SPEC §8's load errors.
 */
export default function ReaderPage() {
  const { voyageId = 'default' } = useParams();
  const content = useVoyageContent(voyageId);

  if (content.isPending) return <ReaderSpinner />;
  if (content.isError) {
    const failure = loadFailureOf(content.error);
    switch (failure.kind) {
      case 'not-found':
        return <LoadErrorScreen title={texts.notFound} retry={false} />;
      case 'completed':
        return <CompletedScreen lead={failure.message} />;
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
