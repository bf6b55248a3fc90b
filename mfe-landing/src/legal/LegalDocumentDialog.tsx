import { LegalDialog } from './LegalDialog';
import { privacyPolicy, termsOfService } from './legalTexts';

export type LegalDocumentName = 'privacy' | 'terms';

const documents = { privacy: privacyPolicy, terms: termsOfService };

/** The Privacy Policy or Terms of Service in a dialog; loaded on first click, not with the page. */
export default function LegalDocumentDialog({ name, onClose }: { name: LegalDocumentName; onClose: () => void }) {
  return <LegalDialog document={documents[name]} onClose={onClose} />;
}
