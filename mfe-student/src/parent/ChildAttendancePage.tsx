import { useParams } from 'react-router-dom';
import { useChildAttendance, useChildren } from '../data/hooks';
import { useSemesterParam } from '../data/useSemesterParam';
import { AttendanceScreen } from '../overview/AttendanceScreen';
import { useStudentTexts } from '../texts/texts';
import { ChildSwitcher } from './ChildSwitcher';

/** One of the parent's children: the switch between them (with more than one), then the child's attendance. */
export function ChildAttendancePage({ mountPath }: { mountPath: string }) {
  const t = useStudentTexts();
  const childId = useParams().childId ?? '';
  const [semesterId, chooseSemester] = useSemesterParam();
  const linked = useChildren().data?.children ?? [];
  const answer = useChildAttendance(childId, semesterId);
  const child = linked.find((each) => each.id === childId);
  return (
    <AttendanceScreen
      title={child?.name ?? t('parent.attendance')}
      description={child?.className ?? undefined}
      before={linked.length > 1 ? <ChildSwitcher linked={linked} mountPath={mountPath} /> : null}
      answer={answer}
      leaveOwner={{ kind: 'child', childId }}
      mountPath={mountPath}
      onChooseSemester={chooseSemester}
    />
  );
}
