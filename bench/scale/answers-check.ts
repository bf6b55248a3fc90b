import type { AttendanceReportResponse, StudentAttendanceResponse } from '@rollcall/contracts';
import type { Pool } from '../../services/src/db/pool';
import type { DeployedStack } from '../api/deployed-stack';
import { reportMarksOverMarks, type SubjectCount, studentSubjectsOverMarks } from '../reports/baseline';
import type { SignedInInstitute } from './signed-in';

/** Before timing: the first class's report and the first reader's portal must count what plain SQL counts. */
export async function checkAnswers(pool: Pool, deployed: DeployedStack, institute: SignedInInstitute): Promise<void> {
  const { instituteId, semesterId, domain } = institute.generated;
  const get = async <T>(path: string, headers: Record<string, string>) => {
    const answer = await fetch(`${deployed.gatewayUrl}${path}`, { headers });
    if (answer.status !== 200) throw new Error(`${domain}: GET ${path} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const classId = institute.classes[0]!;
  const report = await get<AttendanceReportResponse>(`/admin/reports/attendance?classId=${classId}`, institute.admin.headers);
  const marks = await reportMarksOverMarks(pool, instituteId, semesterId, { classId });
  const present = marks.filter((mark) => mark.present).length;
  if (report.totals.total !== marks.length || report.totals.present !== present)
    throw new Error(
      `${domain}: the report counts ${report.totals.present}/${report.totals.total}, the marks ${present}/${marks.length}`,
    );

  const reader = institute.readers[0]!;
  const portal = await get<StudentAttendanceResponse>('/student/attendance', reader.headers);
  const counted = await studentSubjectsOverMarks(pool, instituteId, reader.userId, semesterId);
  const bySubject = (a: SubjectCount, b: SubjectCount) => a.subject_id.localeCompare(b.subject_id);
  const served = portal.subjects.map(({ subjectId, present, total }) => ({ subject_id: subjectId, present, total }));
  if (JSON.stringify(served.sort(bySubject)) !== JSON.stringify(counted.sort(bySubject)))
    throw new Error(`${domain}: the portal of ${reader.userId} differs from its marks`);
}
