import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchX } from 'lucide-react';
import { failureReason } from '@rollcall/api-client';
import type { EligibilityStudent } from '@rollcall/contracts';
import { useMountPath } from '@rollcall/federation/mount-path';
import { Button, useMediaQuery } from '@rollcall/ui-kit';
import { ListEmpty, ListStates, Page } from '@rollcall/ui-kit/pages';
import { useClasses, usePermission } from '../data/hooks';
import { classSections } from '@rollcall/contracts';
import { EligibilityCards } from './EligibilityCards';
import { EligibilityDownloads } from './EligibilityDownloads';
import { type EligibilityFilter, eligibilityFilterOf, eligibilitySearch } from './eligibilityFilter';
import { EligibilityFilters } from './EligibilityFilters';
import { EligibilityGrid } from './EligibilityGrid';
import { StatusSummary } from './StatusSummary';
import { useAdminTexts } from '../texts/texts';
import { useEligibilityList } from './useEligibility';
import { useShownFilter } from './useShownFilter';
import styles from './Eligibility.module.css';

/** Phones get a card per student instead of the grid. */
const PHONE = '(max-width: 40rem)';

/** Reports → Exam eligibility: each class's students by subject as of a day, with the exam cell's downloads. */
export function EligibilityPage() {
  const t = useAdminTexts();
  const [search, setSearch] = useSearchParams();
  const filter = eligibilityFilterOf(search);
  const list = useEligibilityList(filter);
  const answer = list.data;
  const shown = useShownFilter(filter, answer);
  const classes = useClasses().data?.classes;
  const classOptions = useMemo(() => (classes ?? []).map((item) => ({ value: item.id, label: item.name })), [classes]);
  const canDownload = usePermission('export_reports');
  const phone = useMediaQuery(PHONE);
  const mountPath = useMountPath();
  const navigate = useNavigate();
  const groups = useMemo(() => classSections(answer?.students ?? []), [answer]);

  const show = (next: EligibilityFilter) => setSearch(eligibilitySearch(next));
  const query = search.toString();
  const studentLink = (student: EligibilityStudent) =>
    `${mountPath}/reports/eligibility/students/${student.studentId}${query ? `?${query}` : ''}`;
  const Groups = phone ? EligibilityCards : EligibilityGrid;

  return (
    <Page
      landmark="section"
      back
      onBack={() => navigate(`${mountPath}/reports`)}
      title={t('eligibility.title')}
      description={t('eligibility.description')}
    >
      <div className={styles.page}>
        <EligibilityFilters filter={filter} shown={shown} semesters={shown.semesters} classes={classOptions} onChange={show} />
        {canDownload ? <EligibilityDownloads filter={shown.exact} /> : null}
        <ListStates list={list} noun={t('eligibility.noun')} reason={failureReason}>
          {answer ? <StatusSummary list={answer} /> : null}
          {answer && answer.students.length > 0 ? (
            groups.map((group) => <Groups key={group.className ?? ''} group={group} studentLink={studentLink} />)
          ) : (
            <ListEmpty
              icon={<SearchX size={40} />}
              title={t('eligibility.noMatches')}
              description={t('eligibility.noMatchesHint')}
              action={
                <Button variant="secondary" onClick={() => show({})}>
                  {t('eligibility.clearFilters')}
                </Button>
              }
            />
          )}
        </ListStates>
      </div>
    </Page>
  );
}
