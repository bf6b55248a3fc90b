import { Link } from 'react-router-dom';
import { CalendarOff, CalendarPlus, CircleCheck } from 'lucide-react';
import { useMountPath } from '@rollcall/federation/mount-path';
import { ListEmpty } from '@rollcall/ui-kit/pages';
import { setupStepLinks } from './setupStepLinks';
import { useSetupProgress } from './useSetupProgress';
import { useDashboardTexts } from './useDashboardTexts';
import { useAdminTexts } from '../texts/texts';

/**
 * No register left to take: because every one is taken, because the day holds no lecture (a weekend, a holiday),
 * or, while the institute has no timetable, because none is scheduled at all.
 */
export function NoneNotTaken({ lecturesOfTheDay }: { lecturesOfTheDay: number }) {
  const texts = useDashboardTexts();
  const t = useAdminTexts();
  const mountPath = useMountPath();
  const { data } = useSetupProgress();
  const noTimetable = data?.steps.some((step) => step.key === 'timetable' && !step.done) ?? false;
  if (!noTimetable) {
    return lecturesOfTheDay > 0 ? (
      <ListEmpty icon={<CircleCheck size={40} />} title={texts.everyRegisterTaken} />
    ) : (
      <ListEmpty icon={<CalendarOff size={40} />} title={texts.noLecturesThisDay} description={texts.noLecturesThisDayDetail} />
    );
  }
  return (
    <ListEmpty
      icon={<CalendarPlus size={40} />}
      title={t('dashboard.setup.noLecturesYet')}
      action={<Link to={`${mountPath}/${setupStepLinks.timetable}`}>{t('dashboard.setup.timetable')}</Link>}
    />
  );
}
