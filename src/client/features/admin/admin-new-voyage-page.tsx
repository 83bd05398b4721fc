/** '/admin/viagens/nova' (docs/architecture/admin.md): the editor of a voyage not saved yet. */
import { VoyageEditor } from './voyage-editor.tsx';

export default function AdminNewVoyagePage() {
  return <VoyageEditor voyage={null} />;
}
