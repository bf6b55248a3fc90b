import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BarChart3, BookOpen, ChevronRight, Search } from 'lucide-react';
import { useAttendanceTexts } from '@rollcall/attendance-ui';
import { useFailureReason } from '@rollcall/i18n/contract-texts';
import { Button } from '@rollcall/ui-kit';
import { matchesSearch, SearchField } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListStates, Page } from '@rollcall/ui-kit/pages';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useTeacherSubjects } from '../data/hooks';
import { useTeacherTexts } from '../texts/texts';
import styles from './MyClasses.module.css';

/** More subjects than this get a search box. */
const SEARCH_FROM = 6;

/** My classes: the subjects I teach, with their class, semester and students; each opens its roster. */
export function MyClassesPage() {
  const list = useTeacherSubjects();
  const areaPath = useAreaPath();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const t = useTeacherTexts();
  const reason = useFailureReason();
  const shared = useAttendanceTexts().t;
  const subjects = list.data?.subjects ?? [];
  const shown = subjects.filter((subject) =>
    matchesSearch(search, subject.name, subject.code, subject.className, subject.semesterName),
  );

  return (
    <Page
      landmark="section"
      title={t('classes.title')}
      description={t('classes.description')}
      actions={
        <Button variant="secondary" icon={<BarChart3 size={18} />} onClick={() => navigate(areaPath(teacherPaths.reports))}>
          {shared('report.title')}
        </Button>
      }
    >
      {subjects.length > SEARCH_FROM ? (
        <SearchField
          label={t('classes.search')}
          placeholder={t('classes.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      ) : null}
      <ListStates list={list} loading={t('load.subjects')} failed={t('fail.subjects')} reason={reason}>
        {subjects.length === 0 ? (
          <ListEmpty icon={<BookOpen size={40} />} title={t('classes.none')} description={t('classes.noneHint')} />
        ) : shown.length === 0 ? (
          <ListEmpty
            icon={<Search size={40} />}
            title={t('classes.noMatches')}
            action={
              <Button variant="secondary" onClick={() => setSearch('')}>
                {t('classes.clearSearch')}
              </Button>
            }
          />
        ) : (
          <ul className={styles.subjects} aria-label={t('classes.list')}>
            {shown.map((subject) => (
              <li key={subject.id}>
                <Link to={areaPath(teacherPaths.subject(subject.id))} className={styles.subject}>
                  <span className={styles.text}>
                    <span className={styles.name}>
                      {subject.name} ({subject.code})
                    </span>
                    <span className={styles.details}>
                      {subject.className} · {subject.semesterName} · {t('classes.students', { count: subject.studentCount })}
                    </span>
                  </span>
                  <ChevronRight size={20} aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </Page>
  );
}
