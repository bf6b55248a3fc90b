import { Page } from '@rollcall/ui-kit/pages';

export function RolesPage() {
  return (
    <Page landmark="section" title="Roles">
      {null}
    </Page>
  );
}
