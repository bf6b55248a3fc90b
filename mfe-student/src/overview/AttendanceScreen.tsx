import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { StudentAttendanceResponse } from '@rollcall/contracts';
import { Page } from '@rollcall/ui-kit/pages';
import { AttendanceOverview } from './AttendanceOverview';
import { AttendanceStates } from './AttendanceStates';

interface AttendanceScreenProps {
  title: string;
  description?: ReactNode;
  /** Above the overview (the parent's switch between children). */
  before?: ReactNode;
  answer: SWRResponse<StudentAttendanceResponse>;
  onChooseSemester: (semesterId: string) => void;
}

/** The page of one student's attendance: its title, then the overview once the answer is in. */
export function AttendanceScreen({ title, description, before, answer, onChooseSemester }: AttendanceScreenProps) {
  return (
    <Page landmark="section" title={title} description={description}>
      {before}
      <AttendanceStates answer={answer}>
        {(attendance) => (
          <AttendanceOverview
            key={`${attendance.student.id}:${attendance.semester.id}`}
            attendance={attendance}
            onChooseSemester={onChooseSemester}
          />
        )}
      </AttendanceStates>
    </Page>
  );
}
