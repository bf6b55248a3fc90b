import { formatNumber, useLanguage } from '@rollcall/i18n';
import { formatPercentFixed } from '@rollcall/i18n/messages';
import { useAdminTexts } from '../texts/texts';

/** What the dashboard says, in the current language: its catalogue's texts with their numbers written out. */
export function useDashboardTexts() {
  const t = useAdminTexts();
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  /** A percentage to one decimal ('82.5%'), or a dash when nothing was marked. */
  const percent = (value: number | null) => (value === null ? '—' : formatPercentFixed(value, language));
  return {
    title: t('dashboard.title'),
    percent,
    day: t('dashboard.day'),
    updatedAt: (time: string) => t('dashboard.updatedAt', { time }),
    loadingDay: (day: string) => t('dashboard.loadingDay', { day }),
    loading: t('dashboard.loading', { what: t('dashboard.noun') }),
    failed: t('dashboard.failed'),
    refreshFailed: (why: string) => t('dashboard.refreshFailed', { why }),
    noSemester: t('dashboard.noSemester'),
    noSemesterDetail: t('dashboard.noSemesterDetail'),
    todayHeading: (day: string) => t('dashboard.todayHeading', { day }),
    scheduled: t('dashboard.scheduled'),
    taken: t('dashboard.taken'),
    extra: (count: number) => t('dashboard.extra', { count: number(count) }),
    notTaken: t('dashboard.notTaken'),
    presentPercent: t('dashboard.presentPercent'),
    notTakenHeading: t('dashboard.notTakenHeading'),
    everyRegisterTaken: t('dashboard.everyRegisterTaken'),
    noLecturesThisDay: t('dashboard.noLecturesThisDay'),
    noLecturesThisDayDetail: t('dashboard.noLecturesThisDayDetail'),
    overdue: t('dashboard.overdue'),
    period: (period: number) => t('dashboard.period', { period: number(period) }),
    times: (startsAt: string, endsAt: string) => t('dashboard.times', { startsAt, endsAt }),
    trendsHeading: t('dashboard.trendsHeading'),
    daily: t('dashboard.daily'),
    weekly: t('dashboard.weekly'),
    monthly: t('dashboard.monthly'),
    dayColumn: t('dashboard.dayColumn'),
    weekColumn: t('dashboard.weekColumn'),
    monthColumn: t('dashboard.monthColumn'),
    threshold: (threshold: number) => t('dashboard.threshold', { threshold: number(threshold) }),
    presentOfTotal: t('dashboard.presentOfTotal'),
    ofTotal: (present: number, total: number) => t('dashboard.ofTotal', { present: number(present), total: number(total) }),
    classesCaption: t('dashboard.classesCaption'),
    subjectsCaption: t('dashboard.subjectsCaption'),
    lowestClassesCaption: (listed: number, count: number) =>
      t('dashboard.lowestClassesCaption', { count, listed: number(listed), shown: number(count) }),
    lowestSubjectsCaption: (listed: number, count: number) =>
      t('dashboard.lowestSubjectsCaption', { count, listed: number(listed), shown: number(count) }),
    everyClassInReports: t('dashboard.everyClassInReports'),
    everySubjectInReports: t('dashboard.everySubjectInReports'),
    moreNotTaken: (count: number) => t('dashboard.moreNotTaken', { count, shown: number(count) }),
    className: t('dashboard.className'),
    subjectName: t('dashboard.subjectName'),
    standing: t('dashboard.standing'),
    belowThreshold: t('dashboard.belowThreshold'),
    noClasses: t('dashboard.noClasses'),
    studentsBelow: (count: number, threshold: number) =>
      t('dashboard.studentsBelow', { count, shown: number(count), threshold: number(threshold) }),
    showingLowest: (listed: number) => t('dashboard.showingLowest', { listed: number(listed) }),
    noStudentsBelow: t('dashboard.noStudentsBelow'),
    rollNumber: (rollNumber: string) => t('dashboard.rollNumber', { rollNumber }),
    lowestIn: (subject: string, code: string, percentage: number) =>
      t('dashboard.lowestIn', { subject, code, percent: percent(percentage) }),
    subjectsBelowCount: (count: number) => t('dashboard.subjectsBelowCount', { count }),
    overall: (percentage: number | null) => t('dashboard.overall', { percent: percent(percentage) }),
    noClass: t('dashboard.noClass'),
  };
}

export type DashboardTexts = ReturnType<typeof useDashboardTexts>;
