import { Page } from '@rollcall/ui-kit/pages';
import { useAdminInstitute } from '../institute/useAdminInstitute';
import { InstituteLoadFailure } from '../institute/InstituteLoadFailure';
import { DashboardContent } from './DashboardContent';
import { DayChooser } from './DayChooser';
import { SetupChecklist } from './SetupChecklist';
import { useDashboard } from './useDashboard';
import { useShownDay } from './useShownDay';
import { useDashboardTexts } from './useDashboardTexts';

/** The institute at a glance on a day: its registers, trends, summaries and the students below the threshold. */
export function DashboardPage() {
  const texts = useDashboardTexts();
  const institute = useAdminInstitute();
  const [day, showDay] = useShownDay();
  const { answer, updatedAt } = useDashboard(day);
  return (
    <Page
      landmark="section"
      title={texts.title}
      description={institute.data?.institute.name}
      actions={
        <DayChooser
          day={day ?? answer.data?.date ?? ''}
          onChange={showDay}
          loadingDay={answer.isLoading && day ? day : null}
          updatedAt={updatedAt}
          timeZone={answer.data?.timeZone}
        />
      }
    >
      <InstituteLoadFailure />
      <SetupChecklist />
      <DashboardContent answer={answer} askedDay={day} />
    </Page>
  );
}
