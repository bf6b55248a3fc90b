import { useStudentAttendance } from '../data/hooks';
import { useSemesterParam } from '../data/useSemesterParam';
import { AttendanceScreen } from '../overview/AttendanceScreen';
import { useStudentTexts } from '../texts/texts';

/** The signed-in student's own attendance in the semester the address names (the current one by default). */
export function StudentAttendancePage({ mountPath }: { mountPath: string }) {
  const t = useStudentTexts();
  const [semesterId, chooseSemester] = useSemesterParam();
  const answer = useStudentAttendance(semesterId);
  const student = answer.data?.student;
  const description = student
    ? [student.className, t('shared.rollNumber', { rollNumber: student.rollNumber })].filter(Boolean).join(' · ')
    : undefined;
  return (
    <AttendanceScreen
      title={t('student.myAttendance')}
      description={description}
      answer={answer}
      leaveOwner={{ kind: 'student' }}
      mountPath={mountPath}
      onChooseSemester={chooseSemester}
    />
  );
}
