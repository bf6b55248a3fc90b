import { useNavigate, useParams } from 'react-router-dom';
import { BarChart3, History, Users } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { failureReason } from '@rollcall/api-client';
import { attendanceMessages, type RosterStudent, reportTexts } from '@rollcall/contracts';
import { ListEmpty, ListStates, Page, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { dayName } from '../common/dates';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useRoster, useTeacherSubjects, useToday } from '../data/hooks';

const columns: TableColumn<RosterStudent>[] = [
  { key: 'roll', header: 'Roll number', cell: (student) => student.rollNumber },
  { key: 'name', header: 'Name', cell: (student) => student.name, rowHeader: true },
];

/** One of my subjects: the students enrolled in it today, by roll number. */
export function ClassRosterPage() {
  const subjectId = useParams().subjectId ?? '';
  const today = useToday();
  const subject = useTeacherSubjects().data?.subjects.find((candidate) => candidate.id === subjectId);
  const day = today.data?.date ?? null;
  const roster = useRoster(subjectId, day);
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  const list = day ? roster : today;

  return (
    <Page
      landmark="section"
      back
      onBack={() => navigate(areaPath(teacherPaths.classes))}
      title={subject ? `${subject.name} (${subject.code})` : 'Roster'}
      description={subject ? `${subject.className} · ${subject.semesterName}` : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={() => navigate(areaPath(teacherPaths.subjectHistory(subjectId)))}>
            <History size={18} aria-hidden="true" /> Past lectures
          </Button>
          {subject ? (
            <Button
              variant="secondary"
              icon={<BarChart3 size={18} />}
              onClick={() => navigate(areaPath(teacherPaths.subjectReport(subject)))}
            >
              {reportTexts.ofThisSubject}
            </Button>
          ) : null}
        </>
      }
    >
      <ListStates list={list} noun="the roster" reason={failureReason}>
        <Table
          caption={day ? `Students on ${dayName(day)}` : 'Students'}
          columns={columns}
          rows={roster.data?.students ?? []}
          rowKey={(student) => student.id}
          empty={<ListEmpty icon={<Users size={40} />} title={attendanceMessages.emptyRoster} />}
        />
      </ListStates>
    </Page>
  );
}
