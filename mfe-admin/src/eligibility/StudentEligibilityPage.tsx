import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import { portalTexts } from '@rollcall/contracts';
import { useMountPath } from '@rollcall/federation/mount-path';
import { Button } from '@rollcall/ui-kit';
import { DoneNotice, useTimedNotice } from '@rollcall/ui-kit/forms';
import { ListEmpty, ListStates, Page } from '@rollcall/ui-kit/pages';
import { usePermission } from '../data/hooks';
import { CondonationList } from './CondonationList';
import { eligibilityFilterOf } from './eligibilityFilter';
import { GrantCondonationDialog } from './GrantCondonationDialog';
import { SubjectStandings } from './SubjectStandings';
import { useAdminTexts } from '../texts/texts';
import { useCondonationChange, useEligibilityList } from './useEligibility';
import styles from './Eligibility.module.css';

/**
 * A student of the eligibility list: their subjects as of the list's day, their condonations, and (for an admin
 * who may correct attendance) Grant condonation and Withdraw. The address keeps the list's filters for Back.
 */
export function StudentEligibilityPage() {
  const t = useAdminTexts();
  const { studentId = '' } = useParams();
  const [search] = useSearchParams();
  const filter = eligibilityFilterOf(search);
  // Every subject of the student, whatever status the list was filtered by.
  const list = useEligibilityList({ ...filter, status: undefined });
  const answer = list.data;
  const student = answer?.students.find((candidate) => candidate.studentId === studentId);
  const canCorrect = usePermission('correct_attendance');
  const [granting, setGranting] = useState(false);
  const done = useTimedNotice();
  const refresh = useCondonationChange();
  const mountPath = useMountPath();
  const navigate = useNavigate();
  const query = search.toString();

  const changed = (message: string) => {
    done.show(message);
    void refresh();
  };

  return (
    <Page
      landmark="section"
      back
      onBack={() => navigate(`${mountPath}/reports/eligibility${query ? `?${query}` : ''}`)}
      title={student?.name ?? t('eligibility.title')}
      description={
        student && answer
          ? t('eligibility.student.description', {
              rollNumber: portalTexts.rollNumber(student.rollNumber),
              className: student.className ?? t('eligibility.noClass'),
              semester: answer.semester.name,
            })
          : undefined
      }
      actions={
        canCorrect && student ? (
          <Button icon={<Plus size={16} />} onClick={() => setGranting(true)}>
            {t('eligibility.student.grant')}
          </Button>
        ) : null
      }
    >
      <div className={styles.page}>
        <DoneNotice done={done} />
        <ListStates list={list} noun={t('eligibility.noun')} reason={failureReason}>
          {student && answer ? (
            <>
              <SubjectStandings subjects={student.subjects} asOf={answer.asOf} />
              <CondonationList
                studentId={student.studentId}
                subjects={student.subjects}
                canWithdraw={canCorrect}
                onWithdrawn={() => changed(t('eligibility.student.withdrawn'))}
              />
            </>
          ) : (
            <ListEmpty title={t('eligibility.student.notInList')} description={t('eligibility.student.notInListHint')} />
          )}
        </ListStates>
      </div>
      {granting && student ? (
        <GrantCondonationDialog
          student={student}
          onClose={() => setGranting(false)}
          onGranted={() => {
            setGranting(false);
            changed(t('eligibility.student.granted'));
          }}
        />
      ) : null}
    </Page>
  );
}
