import { Page } from '@rollcall/ui-kit/pages';

export function StudentsPage() {
  return (
    <Page landmark="section" title="Students & parents">
      {null}
    </Page>
  );
}
