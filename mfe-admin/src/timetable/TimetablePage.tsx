import { Page } from '@rollcall/ui-kit/pages';

export function TimetablePage() {
  return (
    <Page landmark="section" title="Timetable">
      {null}
    </Page>
  );
}
