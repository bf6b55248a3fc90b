import { useState } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { ImportDialog } from './ImportDialog';
import type { ImportKind } from './importKinds';
import { useAdminTexts } from '../texts/texts';

/** 'Import students' (or teachers, or enrolments): opens the CSV import of that kind. */
export function ImportButton<Row extends { line: number }>({ kind }: { kind: ImportKind<Row> }) {
  const t = useAdminTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" icon={<Upload size={18} aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t('imports.title', { many: t(`imports.noun.${kind.noun}`) })}
      </Button>
      {open ? <ImportDialog kind={kind} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
