import {
  type EligibilityQuery,
  type EligibilityResponse,
  type EligibilityStudent,
  portalMessages,
  setupMessages,
} from '@rollcall/contracts';
import { type Outcome, refused, succeeded } from '../db/outcome';
import type { Queryable } from '../db/pool';
import { type EligibilityRules, eligibility } from '../standing/attendance-standing';
import { eligibilityCounts, type StudentCounts } from './eligibility-counts-store';
import { lookUpEligibility } from './eligibility-lookup-store';

/** The list as the JSON answer holds it, with what the printed list names besides: the institute and its time zone. */
export type EligibilityList = Omit<EligibilityResponse, 'success'> & { instituteName: string; timeZone: string };

/** The day within the semester: a day before it reads as its first, a day after it as its last. */
const withinSemester = (day: string, { startsOn, endsOn }: { startsOn: string; endsOn: string }) =>
  day < startsOn ? startsOn : day > endsOn ? endsOn : day;

/** One literal per subject, all of one shape: the answer has 30,000 of them for a large institute. */
const judged = (student: StudentCounts, rules: EligibilityRules): EligibilityStudent => ({
  studentId: student.studentId,
  name: student.name,
  rollNumber: student.rollNumber,
  className: student.className,
  subjects: student.subjects.map((subject) => {
    const { condoned, percentage, status, maxReachable, canMiss } = eligibility(subject, rules);
    const { subjectId, code, name, present, total, lecturesLeft } = subject;
    return { subjectId, code, name, present, total, lecturesLeft, condoned, percentage, status, maxReachable, canMiss };
  }),
});

/**
 * Who may sit the exams of a semester (the one named, else the one to show by the institute's today), subject by
 * subject, as of a day (the institute's today unless named, within the semester), for the whole institute or one
 * class; with a status, only the students with at least one subject of it (each still with all their subjects).
 */
export async function eligibilityList(
  db: Queryable,
  instituteId: string,
  query: EligibilityQuery,
): Promise<Outcome<EligibilityList, 'not-found'>> {
  const found = await lookUpEligibility(db, instituteId, query);
  const { semester } = found;
  if (!semester) return refused('not-found', query.semesterId ? setupMessages.semesterNotFound : portalMessages.noSemester);
  if (!found.classFound) return refused('not-found', setupMessages.classNotFound);

  const asOf = withinSemester(query.asOf ?? found.today, semester);
  const counted = await eligibilityCounts(db, instituteId, {
    semesterId: semester.id,
    classId: query.classId ?? null,
    asOf,
    endsOn: semester.endsOn,
    timeZone: found.timeZone,
  });
  const rules = { threshold: found.threshold, condonationFloor: found.condonationFloor };
  const students = counted
    .map((student) => judged(student, rules))
    .filter((student) => !query.status || student.subjects.some((subject) => subject.status === query.status));
  return succeeded({
    instituteName: found.instituteName,
    timeZone: found.timeZone,
    threshold: found.threshold,
    condonationFloor: found.condonationFloor,
    asOf,
    semester,
    students,
  });
}
