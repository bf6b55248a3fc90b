import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BarChart3, BookOpen, ChevronRight } from 'lucide-react';
import { reportTexts } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { failureReason } from '@rollcall/api-client';
import { matchesSearch, SearchField } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListStates, NoMatches, Page } from '@rollcall/ui-kit/pages';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useTeacherSubjects } from '../data/hooks';
import styles from './MyClasses.module.css';

/** More subjects than this get a search box. */
const SEARCH_FROM = 6;

/** My classes: the subjects I teach, with their class, semester and students; each opens its roster. */
export function MyClassesPage() {
  const list = useTeacherSubjects();
  const areaPath = useAreaPath();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const subjects = list.data?.subjects ?? [];
  const shown = subjects.filter((subject) =>
    matchesSearch(search, subject.name, subject.code, subject.className, subject.semesterName),
  );

  return (
    <Page
      landmark="section"
      title="My classes"
      description="The subjects you teach, current semester first."
      actions={
        <Button variant="secondary" icon={<BarChart3 size={18} />} onClick={() => navigate(areaPath(teacherPaths.reports))}>
          {reportTexts.title}
        </Button>
      }
    >
      {subjects.length > SEARCH_FROM ? (
        <SearchField label="Search subjects" placeholder="Subject, code or class" value={search} onChange={setSearch} />
      ) : null}
      <ListStates list={list} noun="your subjects" reason={failureReason}>
        {subjects.length === 0 ? (
          <ListEmpty
            icon={<BookOpen size={40} />}
            title="You teach no subjects yet"
            description="The office assigns subjects to teachers."
          />
        ) : shown.length === 0 ? (
          <NoMatches noun="subjects" onClear={() => setSearch('')} />
        ) : (
          <ul className={styles.subjects} aria-label="Subjects">
            {shown.map((subject) => (
              <li key={subject.id}>
                <Link to={areaPath(teacherPaths.subject(subject.id))} className={styles.subject}>
                  <span className={styles.text}>
                    <span className={styles.name}>
                      {subject.name} ({subject.code})
                    </span>
                    <span className={styles.details}>
                      {subject.className} · {subject.semesterName} · {subject.studentCount}{' '}
                      {subject.studentCount === 1 ? 'student' : 'students'}
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
