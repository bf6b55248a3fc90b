import { portalTexts } from '@rollcall/contracts';
import { useStudentAttendance } from '../data/hooks';
import { useSemesterParam } from '../data/useSemesterParam';
import { AttendanceScreen } from '../overview/AttendanceScreen';

/** The signed-in student's own attendance in the semester the address names (the current one by default). */
export function StudentAttendancePage({ mountPath }: { mountPath: string }) {
  const [semesterId, chooseSemester] = useSemesterParam();
  const answer = useStudentAttendance(semesterId);
  const student = answer.data?.student;
  const description = student
    ? [student.className, portalTexts.rollNumber(student.rollNumber)].filter(Boolean).join(' · ')
    : undefined;
  return (
    <AttendanceScreen
      title={portalTexts.myAttendance}
      description={description}
      answer={answer}
      leaveOwner={{ kind: 'student' }}
      mountPath={mountPath}
      onChooseSemester={chooseSemester}
    />
  );
}
