import { Button, Dialog } from '@rollcall/ui-kit';
import type { LegalDocument } from './legalTexts';
import styles from './LegalDialog.module.css';

export function LegalDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  return (
    <Dialog
      open={document !== null}
      title={document?.title ?? ''}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className={styles.text}>
        {document?.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Dialog>
  );
}
