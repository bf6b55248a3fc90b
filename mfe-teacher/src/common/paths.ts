import { useOutletContext } from 'react-router-dom';

/** The addresses of the teacher area, below where the shell mounts it. */
export const teacherPaths = {
  today: '',
  classes: 'classes',
  subject: (subjectId: string) => `classes/${subjectId}`,
  /** My classes → Reports: a static segment, so it never reads as a subject's id. */
  reports: 'classes/reports',
  subjectReport: (subject: { id: string; semesterId: string }) =>
    `classes/reports?semesterId=${encodeURIComponent(subject.semesterId)}&subjectId=${encodeURIComponent(subject.id)}`,
  extra: 'extra',
  history: 'history',
  subjectHistory: (subjectId: string) => `history?subjectId=${encodeURIComponent(subjectId)}`,
  lecture: (lectureId: string) => `history/${lectureId}`,
  leave: 'leave',
  take: (lecture: { subjectId: string; heldOn: string; period: number }) =>
    `take/${lecture.subjectId}/${lecture.heldOn}/${lecture.period}`,
};

/** What the area's layout hands its pages. */
export interface AreaContext {
  mountPath: string;
}

/** An address of the area as a whole path ('/teacher/classes'), whatever page asks. */
export function useAreaPath(): (path: string) => string {
  const { mountPath } = useOutletContext<AreaContext>();
  return (path: string) => (path ? `${mountPath}/${path}` : mountPath);
}
