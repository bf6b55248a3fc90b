import { type ReactNode, useMemo } from 'react';
import { useAdminTexts } from '../texts/texts';
import { BookOpen } from 'lucide-react';
import type { Subject } from '@rollcall/contracts';
import { ListEmpty } from '@rollcall/ui-kit/pages';
import { matchesSearch } from '@rollcall/ui-kit/forms';
import { ListTable } from '../common/ListTable';
import { useSubjects } from '../data/hooks';
import { subjectColumns } from './subjectColumns';

interface SubjectListProps {
  filter: { semesterId: string; classId?: string };
  search: string;
  onClearSearch: () => void;
  /** Buttons for one subject; keep it stable. */
  actions?: (subject: Subject) => ReactNode;
  /** What the admin can do when the semester has no subjects yet (Add subject). */
  emptyAction?: ReactNode;
}

/** The subjects of a semester (and class): listSubjects, searched by name or code. */
export function SubjectList({ filter, search, onClearSearch, actions, emptyAction }: SubjectListProps) {
  const list = useSubjects(filter);
  const t = useAdminTexts();
  const columns = useMemo(() => subjectColumns(t), [t]);
  const shown = (list.data?.subjects ?? []).filter((subject) => matchesSearch(search, subject.name, subject.code));
  return (
    <ListTable
      list={list}
      noun={t('subjects.noun')}
      search={search}
      onClearSearch={onClearSearch}
      caption={t('subjects.caption')}
      columns={columns}
      rows={shown}
      rowKey={(subject) => subject.id}
      actions={actions}
      initialSort={{ key: 'code', direction: 'ascending' }}
      empty={
        <ListEmpty
          icon={<BookOpen size={40} />}
          title={t('subjects.emptyTitle')}
          description={t('subjects.emptyDescription')}
          action={emptyAction}
        />
      }
    />
  );
}
