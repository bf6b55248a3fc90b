import { useNavigate, useParams } from 'react-router-dom';
import { BarChart3, History, Users } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { attendanceMessages, type RosterStudent } from '@rollcall/contracts';
import { useAttendanceTexts } from '@rollcall/attendance-ui';
import { useLanguage } from '@rollcall/i18n';
import { useContractText, useFailureReason } from '@rollcall/i18n/contract-texts';
import { useMemo } from 'react';
import { ListEmpty, ListStates, Page, Table, type TableColumn } from '@rollcall/ui-kit/pages';
import { dayName } from '../common/dates';
import { teacherPaths, useAreaPath } from '../common/paths';
import { useRoster, useTeacherSubjects, useToday } from '../data/hooks';
import { type TeacherTextId, useTeacherTexts } from '../texts/texts';

const columnsIn = (t: (id: TeacherTextId) => string): TableColumn<RosterStudent>[] => [
  { key: 'roll', header: t('roster.rollNumber'), cell: (student) => student.rollNumber },
  { key: 'name', header: t('roster.name'), cell: (student) => student.name, rowHeader: true },
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
  const t = useTeacherTexts();
  const shared = useAttendanceTexts().t;
  const language = useLanguage();
  const contractText = useContractText();
  const reason = useFailureReason();
  const columns = useMemo(() => columnsIn(t), [t]);

  return (
    <Page
      landmark="section"
      back
      onBack={() => navigate(areaPath(teacherPaths.classes))}
      title={subject ? `${subject.name} (${subject.code})` : t('roster.title')}
      description={subject ? `${subject.className} · ${subject.semesterName}` : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={() => navigate(areaPath(teacherPaths.subjectHistory(subjectId)))}>
            <History size={18} aria-hidden="true" /> {t('roster.pastLectures')}
          </Button>
          {subject ? (
            <Button
              variant="secondary"
              icon={<BarChart3 size={18} />}
              onClick={() => navigate(areaPath(teacherPaths.subjectReport(subject)))}
            >
              {shared('report.ofThisSubject')}
            </Button>
          ) : null}
        </>
      }
    >
      <ListStates list={list} loading={t('load.roster')} failed={t('fail.roster')} reason={reason}>
        <Table
          caption={day ? t('roster.caption', { day: dayName(day, language) }) : t('roster.students')}
          columns={columns}
          rows={roster.data?.students ?? []}
          rowKey={(student) => student.id}
          empty={<ListEmpty icon={<Users size={40} />} title={contractText(attendanceMessages.emptyRoster)} />}
        />
      </ListStates>
    </Page>
  );
}
