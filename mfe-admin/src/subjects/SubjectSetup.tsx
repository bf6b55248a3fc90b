import type { ReactNode } from 'react';
import { useAdminTexts } from '../texts/texts';
import { CalendarRange, School } from 'lucide-react';
import { errorMessage } from '@rollcall/contracts';
import { ListEmpty, ListFailure, ListLoading, type ListState } from '@rollcall/ui-kit/pages';
import { GoToButton } from '../common/GoToButton';

interface SubjectSetupProps {
  /** The academic years with their semesters. */
  years: ListState;
  classes: ListState;
  /** The semester the page shows; null when there is none. */
  semesterId: string | null;
  /** Whether any class is not archived. */
  hasClasses: boolean;
  /** The page's subjects, once there is a semester and a class to list them for. */
  children: (semesterId: string) => ReactNode;
}

/**
 * What subjects belong to: a class in a semester. While the semesters and classes load or fail, or when there is
 * none yet, says so and leads to where they are added; then shows `children` for the semester.
 */
export function SubjectSetup({ years, classes, semesterId, hasClasses, children }: SubjectSetupProps) {
  const t = useAdminTexts();
  if (years.isLoading || classes.isLoading) return <ListLoading label={t('subjects.setup.loading')} />;
  if (years.error && !years.data) {
    return (
      <ListFailure message={errorMessage(years.error, t('subjects.setup.yearsFailed'))} onRetry={() => void years.mutate()} />
    );
  }
  if (classes.error && !classes.data) {
    return (
      <ListFailure
        message={errorMessage(classes.error, t('subjects.setup.classesFailed'))}
        onRetry={() => void classes.mutate()}
      />
    );
  }
  if (semesterId === null) {
    return (
      <ListEmpty
        icon={<CalendarRange size={40} />}
        title={t('subjects.setup.noSemester')}
        description={t('subjects.setup.belong')}
        action={<GoToButton to="administration/years">{t('subjects.setup.toYears')}</GoToButton>}
      />
    );
  }
  if (!hasClasses) {
    return (
      <ListEmpty
        icon={<School size={40} />}
        title={t('subjects.setup.noClass')}
        description={t('subjects.setup.belong')}
        action={<GoToButton to="administration/classes">{t('subjects.setup.toClasses')}</GoToButton>}
      />
    );
  }
  return children(semesterId);
}
