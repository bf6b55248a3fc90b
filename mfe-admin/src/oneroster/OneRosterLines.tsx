import type { OneRosterLine, OneRosterPreview } from '@rollcall/contracts';
import { oneRosterTexts } from '@rollcall/contracts';
import { ListEmpty, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import styles from './OneRoster.module.css';

const { columns: headers } = oneRosterTexts;

const columns: TableColumn<OneRosterLine>[] = [
  { key: 'file', header: headers.file, cell: (line) => line.file },
  { key: 'line', header: headers.line, cell: (line) => line.line, align: 'end', sortValue: (line) => line.line },
  { key: 'action', header: headers.action, cell: (line) => oneRosterTexts.actions[line.action] },
  { key: 'what', header: headers.what, cell: (line) => line.what, rowHeader: true, breakAnywhere: true },
  { key: 'message', header: headers.message, cell: (line) => line.message ?? '', breakAnywhere: true },
];

/** Enough lines to check a file by eye; the counts above say how many there are. */
const LINES_SHOWN = 100;

/** What an import would do: the counts of each file, then the lines that create, change or are refused. */
export function OneRosterLines({ preview }: { preview: OneRosterPreview }) {
  const shown = preview.lines.slice(0, LINES_SHOWN);
  return (
    <>
      <ul className={styles.counts}>
        {preview.files.map((counts) => (
          <li key={counts.file}>{oneRosterTexts.counts(counts.file, counts)}</li>
        ))}
      </ul>
      {shown.length > 0 ? (
        <Table
          caption={oneRosterTexts.linesCaption(shown.length, preview.lines.length)}
          columns={columns}
          rows={shown}
          rowKey={(line) => `${line.file}:${line.line}:${line.action}`}
          empty={<ListEmpty title={oneRosterTexts.nothingToDo} />}
        />
      ) : (
        <p>{oneRosterTexts.nothingToDo}</p>
      )}
    </>
  );
}
