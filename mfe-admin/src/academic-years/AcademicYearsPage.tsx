import { useCallback, useState } from 'react';
import { CalendarRange, Plus, Search } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { useTimedNotice } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListFailure, ListLoading, Page } from '@rollcall/ui-kit/pages';
import { useAcademicYears, useAdminChange, usePermission } from '../data/hooks';
import { DoneNotice } from '../common/DoneNotice';
import { matches, SearchField } from '../common/SearchField';
import { YearCard } from './YearCard';
import { YearDialogs, type YearsDialog } from './YearDialogs';
import styles from './AcademicYears.module.css';

/** Years & semesters: the academic years, newest first, each with its semesters. */
export function AcademicYearsPage() {
  const { data, error, isLoading, mutate } = useAcademicYears();
  const canManage = usePermission('manage_setup');
  const changed = useAdminChange();
  const done = useTimedNotice();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<YearsDialog | null>(null);
  const open = useCallback((next: YearsDialog) => setDialog(next), []);

  const years = data?.academicYears ?? [];
  const shown = years.filter((year) => matches(search, year.name, ...year.semesters.map((semester) => semester.name)));

  const onDone = (message: string) => {
    setDialog(null);
    done.show(message);
    void changed('academicYears');
  };

  return (
    <Page
      landmark="section"
      back
      title="Years & semesters"
      description="Academic years and the semesters inside them, with their dates."
      actions={
        canManage ? (
          <Button icon={<Plus size={16} />} onClick={() => open({ kind: 'addYear' })}>
            Add academic year
          </Button>
        ) : null
      }
    >
      <DoneNotice done={done} />
      {isLoading ? (
        <ListLoading label="Loading academic years" />
      ) : error && !data ? (
        <ListFailure message="Failed to load academic years" onRetry={() => mutate()} />
      ) : years.length === 0 ? (
        <ListEmpty
          icon={<CalendarRange size={40} />}
          title="No academic years yet"
          description="Add the current academic year, then its semesters."
        />
      ) : (
        <>
          <SearchField label="Search years and semesters" value={search} onChange={setSearch} />
          {shown.length > 0 ? (
            <ul className={styles.list} aria-label="Academic years">
              {shown.map((year) => (
                <li key={year.id}>
                  <YearCard year={year} canManage={canManage} open={open} />
                </li>
              ))}
            </ul>
          ) : (
            <ListEmpty
              icon={<Search size={40} />}
              title="No years or semesters found"
              action={
                <Button variant="secondary" onClick={() => setSearch('')}>
                  Clear Search
                </Button>
              }
            />
          )}
        </>
      )}
      {dialog ? <YearDialogs dialog={dialog} onClose={() => setDialog(null)} onDone={onDone} /> : null}
    </Page>
  );
}
