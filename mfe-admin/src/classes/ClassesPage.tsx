import { Page } from '@rollcall/ui-kit/pages';

export function ClassesPage() {
  return (
    <Page landmark="section" title="Classes">
      {null}
    </Page>
  );
}
