import { useId, useState } from 'react';
import { failureReason } from '@rollcall/api-client';
import type { Condonation, EligibilitySubject } from '@rollcall/contracts';
import { Badge, Button } from '@rollcall/ui-kit';
import { DetailList, type DetailListItem, ListEmpty, ListStates } from '@rollcall/ui-kit/pages';
import { useInstituteMoment } from './moments';
import { useAdminTexts } from '../texts/texts';
import { useCondonations } from './useEligibility';
import { WithdrawCondonationDialog } from './WithdrawCondonationDialog';
import styles from './Eligibility.module.css';

interface CondonationListProps {
  studentId: string;
  /** The student's subjects, which name the condonations' subjects. */
  subjects: readonly EligibilitySubject[];
  /** Whether the admin may withdraw (correct_attendance); the server refuses the rest anyway. */
  canWithdraw: boolean;
  onWithdrawn: () => void;
}

/** A student's condonations, newest first, withdrawn ones kept: each withdrawable while it counts. */
export function CondonationList({ studentId, subjects, canWithdraw, onWithdrawn }: CondonationListProps) {
  const t = useAdminTexts();
  const headingId = useId();
  const list = useCondonations(studentId);
  const moment = useInstituteMoment();
  const byWhom = (when: string, name: string | undefined) =>
    name ? t('eligibility.condonation.by', { moment: when, name }) : when;
  const [withdrawing, setWithdrawing] = useState<{ condonation: Condonation; title: string } | null>(null);

  const titleOf = (condonation: Condonation) => {
    const subject = subjects.find((candidate) => candidate.subjectId === condonation.subjectId);
    return t('eligibility.condonation.title', {
      subject: subject ? `${subject.code} ${subject.name}` : t('eligibility.condonation.otherSubject'),
      count: condonation.lectures,
    });
  };
  const details = (condonation: Condonation): DetailListItem[] => [
    { term: t('eligibility.condonation.reason'), description: condonation.reason },
    ...(condonation.reference ? [{ term: t('eligibility.condonation.reference'), description: condonation.reference }] : []),
    {
      term: t('eligibility.condonation.granted'),
      description: byWhom(moment(condonation.grantedAt), condonation.grantedBy?.name),
    },
    ...(condonation.withdrawnAt
      ? [
          {
            term: t('eligibility.condonation.withdrawn'),
            description: byWhom(moment(condonation.withdrawnAt), condonation.withdrawnBy?.name),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('eligibility.student.condonationsHeading')}
      </h2>
      <ListStates list={list} noun={t('eligibility.student.condonationsNoun')} reason={failureReason}>
        {list.data && list.data.condonations.length > 0 ? (
          <ul className={styles.condonations}>
            {list.data.condonations.map((condonation) => {
              const title = titleOf(condonation);
              return (
                <li key={condonation.id} className={styles.condonation} aria-label={title}>
                  <div className={styles.condonationTop}>
                    <h3 className={styles.condonationTitle}>{title}</h3>
                    {condonation.withdrawnAt ? (
                      <Badge>{t('eligibility.condonation.withdrawnBadge')}</Badge>
                    ) : (
                      <Badge tone="success">{t('eligibility.condonation.inForce')}</Badge>
                    )}
                  </div>
                  <DetailList items={details(condonation)} termWidth="6rem" />
                  {canWithdraw && !condonation.withdrawnAt ? (
                    <div>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('eligibility.student.withdrawOne', { title: title })}
                        onClick={() => setWithdrawing({ condonation, title })}
                      >
                        {t('eligibility.student.withdraw')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <ListEmpty title={t('eligibility.student.noCondonations')} />
        )}
      </ListStates>
      {withdrawing ? (
        <WithdrawCondonationDialog
          {...withdrawing}
          onClose={() => setWithdrawing(null)}
          onWithdrawn={() => {
            setWithdrawing(null);
            onWithdrawn();
          }}
        />
      ) : null}
    </section>
  );
}
