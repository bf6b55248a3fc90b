import type { ReactNode } from 'react';
import { BookOpen, Search } from 'lucide-react';
import { errorMessage, type Subject } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { ListEmpty, ListFailure, ListLoading, Table } from '@rollcall/ui-kit/pages';
import { matchesSearch } from '../common/matchesSearch';
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

/** The subjects of a semester (and class): GET /admin/subjects?classId=&semesterId=, searched by name or code. */
export function SubjectList({ filter, search, onClearSearch, actions, emptyAction }: SubjectListProps) {
  const { data, error, isLoading, mutate } = useSubjects(filter);
  if (isLoading) return <ListLoading label="Loading subjects" />;
  if (error && !data)
    return <ListFailure message={errorMessage(error, 'Failed to load subjects')} onRetry={() => void mutate()} />;

  const subjects = data?.subjects ?? [];
  const shown = subjects.filter((subject) => matchesSearch(search, subject.name, subject.code));
  return (
    <Table
      caption="Subjects"
      columns={subjectColumns}
      rows={shown}
      rowKey={(subject) => subject.id}
      actions={actions}
      initialSort={{ key: 'code', direction: 'ascending' }}
      empty={
        subjects.length > 0 ? (
          <ListEmpty
            icon={<Search size={40} />}
            title="No subjects found"
            description="Try another name or code"
            action={
              <Button variant="secondary" onClick={onClearSearch}>
                Clear Search
              </Button>
            }
          />
        ) : (
          <ListEmpty
            icon={<BookOpen size={40} />}
            title="No subjects in this semester yet"
            description="Add the subjects each class takes this semester."
            action={emptyAction}
          />
        )
      }
    />
  );
}
