/** '/admin/viagens/{id}' (docs/architecture/admin.md): an existing voyage in the editor. */
import { useState } from 'react';
import type { PageProps } from '#client/lib/page-props.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import type { adminVoyageRoutePatterns } from '#shared/paths.ts';
import { VoyagesFailure, VoyagesLoading } from './admin-voyages-states.tsx';
import { useAdminVoyage } from './api/admin-voyages.ts';
import { VoyageEditor } from './voyage-editor.tsx';

const texts = adminVoyagesUi;

/** A voyage id as the API writes it; anything else is no voyage, without asking the server. */
const VOYAGE_ID = /^[1-9]\d{0,9}$/;

export default function AdminVoyageEditorPage({ params }: PageProps<typeof adminVoyageRoutePatterns.editor>) {
  if (!VOYAGE_ID.test(params.id)) return <VoyagesFailure message={texts.notFound} />;
  // Another voyage starts with nothing kept from this one.
  return <ExistingVoyage key={params.id} id={params.id} />;
}

/** An existing voyage in the editor; when a save finds it changed, the text typed is kept aside. */
export function ExistingVoyage({ id }: { id: string }) {
  const voyage = useAdminVoyage(id);
  const [keptDraft, setKeptDraft] = useState<string | null>(null);
  if (voyage.isPending) return <VoyagesLoading />;
  if (voyage.isError) {
    const missing = 'status' in voyage.error && voyage.error.status === 404;
    return missing ? (
      <VoyagesFailure message={texts.notFound} />
    ) : (
      <VoyagesFailure message={texts.voyageLoadFailure} retry={() => voyage.refetch()} />
    );
  }
  // A new version remounts the editor with it: the kept text survives here, above it.
  return (
    <VoyageEditor
      key={`${voyage.data.id}:${voyage.data.updated_at}`}
      voyage={voyage.data}
      keptDraft={keptDraft}
      onReloadKeepingDraft={(text) => {
        setKeptDraft(text);
        void voyage.refetch();
      }}
      onDiscardKeptDraft={() => setKeptDraft(null)}
    />
  );
}
