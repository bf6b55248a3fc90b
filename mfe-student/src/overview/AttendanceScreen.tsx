import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import type { StudentAttendanceResponse } from '@rollcall/contracts';
import { Page } from '@rollcall/ui-kit/pages';
import { EmailSettingsLink } from '../emails/EmailSettingsLink';
import type { LeaveOwner } from '../leave/leaveCalls';
import { RequestLeaveLink } from '../leave/RequestLeaveLink';
import { AttendanceOverview } from './AttendanceOverview';
import { AttendanceStates } from './AttendanceStates';

interface AttendanceScreenProps {
  title: string;
  description?: ReactNode;
  /** Above the overview (the parent's switch between children). */
  before?: ReactNode;
  answer: SWRResponse<StudentAttendanceResponse>;
  /** Whose leave the page asks for: the student's own, or the parent's child's. */
  leaveOwner: LeaveOwner;
  /** Where the area is mounted (/student, /parent): its Email settings are linked from the title row. */
  mountPath: string;
  onChooseSemester: (semesterId: string) => void;
}

/** The page of one student's attendance: its title with the way to Email settings, then the overview once the answer is in. */
export function AttendanceScreen({
  title,
  description,
  before,
  answer,
  leaveOwner,
  mountPath,
  onChooseSemester,
}: AttendanceScreenProps) {
  return (
    <Page
      landmark="section"
      title={title}
      description={description}
      actions={
        <>
          {answer.data ? <RequestLeaveLink /> : null}
          <EmailSettingsLink mountPath={mountPath} />
        </>
      }
    >
      {before}
      <AttendanceStates answer={answer}>
        {(attendance) => (
          <AttendanceOverview
            key={`${attendance.student.id}:${attendance.semester.id}`}
            attendance={attendance}
            leaveOwner={leaveOwner}
            onChooseSemester={onChooseSemester}
          />
        )}
      </AttendanceStates>
    </Page>
  );
}
