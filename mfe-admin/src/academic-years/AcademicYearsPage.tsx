import { DoneNotice } from '@rollcall/ui-kit/forms';
import { useState } from 'react';
import { failureReason } from '@rollcall/api-client';
import { CalendarRange } from 'lucide-react';
import { ListEmpty, ListStates, NoMatches, Page } from '@rollcall/ui-kit/pages';
import { matchesSearch, SearchField } from '@rollcall/ui-kit/forms';
import { useAcademicYears, usePermission } from '../data/hooks';
import { AddButton } from '../common/AddButton';
import { useListDialogs } from '../common/useListDialogs';
import { YearCard } from './YearCard';
import { YearDialogs, type YearsDialog } from './YearDialogs';
import styles from './AcademicYears.module.css';
import { useAdminTexts } from '../texts/texts';

/** Years & semesters: the academic years, newest first, each with its semesters. */
export function AcademicYearsPage() {
  const t = useAdminTexts();
  const years = useAcademicYears();
  const canManage = usePermission('manage_setup');
  const { dialog, open, close, done, finish } = useListDialogs<YearsDialog>('academicYears');
  const [search, setSearch] = useState('');

  const all = years.data?.academicYears ?? [];
  const shown = all.filter((year) => matchesSearch(search, year.name, ...year.semesters.map((semester) => semester.name)));

  return (
    <Page
      landmark="section"
      back
      title={t('academicYears.title')}
      description={t('academicYears.description')}
      actions={<AddButton label={t('academicYears.addYear')} allowed={canManage} onClick={() => open({ kind: 'addYear' })} />}
    >
      <DoneNotice done={done} />
      <ListStates list={years} noun={t('academicYears.noun')} reason={failureReason}>
        {all.length === 0 ? (
          <ListEmpty
            icon={<CalendarRange size={40} />}
            title={t('academicYears.none')}
            description={t('academicYears.noneHint')}
          />
        ) : (
          <>
            <SearchField label={t('academicYears.search')} value={search} onChange={setSearch} />
            {shown.length > 0 ? (
              <ul className={styles.list} aria-label={t('academicYears.list')}>
                {shown.map((year) => (
                  <li key={year.id}>
                    <YearCard year={year} canManage={canManage} open={open} />
                  </li>
                ))}
              </ul>
            ) : (
              <NoMatches noun={t('academicYears.searchNoun')} onClear={() => setSearch('')} />
            )}
          </>
        )}
      </ListStates>
      {dialog ? <YearDialogs dialog={dialog} onClose={close} onDone={finish} /> : null}
    </Page>
  );
}
