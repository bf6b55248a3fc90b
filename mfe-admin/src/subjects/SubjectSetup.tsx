import type { ReactNode } from 'react';
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
  if (years.isLoading || classes.isLoading) return <ListLoading label="Loading semesters and classes" />;
  if (years.error && !years.data) {
    return <ListFailure message={errorMessage(years.error, 'Failed to load semesters')} onRetry={() => void years.mutate()} />;
  }
  if (classes.error && !classes.data) {
    return <ListFailure message={errorMessage(classes.error, 'Failed to load classes')} onRetry={() => void classes.mutate()} />;
  }
  if (semesterId === null) {
    return (
      <ListEmpty
        icon={<CalendarRange size={40} />}
        title="Add an academic year and a semester first"
        description="Subjects belong to a class in a semester."
        action={<GoToButton to="administration/years">Go to Years & semesters</GoToButton>}
      />
    );
  }
  if (!hasClasses) {
    return (
      <ListEmpty
        icon={<School size={40} />}
        title="Add a class first"
        description="Subjects belong to a class in a semester."
        action={<GoToButton to="administration/classes">Go to Classes</GoToButton>}
      />
    );
  }
  return children(semesterId);
}
