import { useState } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { ImportDialog } from './ImportDialog';
import type { ImportKind } from './importKinds';

/** 'Import students' (or teachers, or enrolments): opens the CSV import of that kind. */
export function ImportButton<Row extends { line: number }>({ kind }: { kind: ImportKind<Row> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" icon={<Upload size={18} aria-hidden="true" />} onClick={() => setOpen(true)}>
        Import {kind.noun.many}
      </Button>
      {open ? <ImportDialog kind={kind} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
