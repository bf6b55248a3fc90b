import { useMemo } from 'react';
import type { OneRosterLine, OneRosterPreview } from '@rollcall/contracts';
import type { Translate } from '@rollcall/i18n';
import { ListEmpty, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { type AdminTextId, useAdminTexts } from '../texts/texts';
import styles from './OneRoster.module.css';

const columnsIn = (t: Translate<AdminTextId>): TableColumn<OneRosterLine>[] => [
  { key: 'file', header: t('oneroster.columns.file'), cell: (line) => line.file },
  { key: 'line', header: t('oneroster.columns.line'), cell: (line) => line.line, align: 'end', sortValue: (line) => line.line },
  { key: 'action', header: t('oneroster.columns.action'), cell: (line) => t(`oneroster.actions.${line.action}`) },
  { key: 'what', header: t('oneroster.columns.what'), cell: (line) => line.what, rowHeader: true, breakAnywhere: true },
  { key: 'message', header: t('oneroster.columns.message'), cell: (line) => line.message ?? '', breakAnywhere: true },
];

/** Enough lines to check a file by eye; the counts above say how many there are. */
const LINES_SHOWN = 100;

/** What an import would do: the counts of each file, then the lines that create, change or are refused. */
export function OneRosterLines({ preview }: { preview: OneRosterPreview }) {
  const t = useAdminTexts();
  const columns = useMemo(() => columnsIn(t), [t]);
  const shown = preview.lines.slice(0, LINES_SHOWN);
  return (
    <>
      <ul className={styles.counts}>
        {preview.files.map((counts) => (
          <li key={counts.file}>{t('oneroster.counts', { ...counts })}</li>
        ))}
      </ul>
      {shown.length > 0 ? (
        <Table
          caption={t(shown.length < preview.lines.length ? 'oneroster.linesCaptionFirst' : 'oneroster.linesCaptionAll', {
            shown: shown.length,
            all: preview.lines.length,
          })}
          columns={columns}
          rows={shown}
          rowKey={(line) => `${line.file}:${line.line}:${line.action}`}
          empty={<ListEmpty title={t('oneroster.nothingToDo')} />}
        />
      ) : (
        <p>{t('oneroster.nothingToDo')}</p>
      )}
    </>
  );
}
