/** The shape of a legal document's text: numbered sections of paragraphs, lists and links. */
export interface LegalSection {
  /** The section's anchor (`/termos#arrependimento`). */
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  links?: readonly { label: string; to: string }[];
  /** The seller's identity is shown under this section's paragraphs. */
  showsSeller?: boolean;
}

export interface LegalDocumentTexts {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  version: (version: string, date: string) => string;
  contentsLabel: string;
  sections: readonly LegalSection[];
}

/** Where a signed-in traveller exercises their rights over their data (the account's "Meus dados"). */
export const MY_DATA_PATH = '/conta/dados';
