import { useSWRConfig } from 'swr';
import { Building2, Info, Mail } from 'lucide-react';
import { api, endpoints, useGoogleSignIn } from '@rollcall/api-client';
import { adminsKey } from './adminsKey';
import { createAdminSchema, errorMessage, messages } from '@rollcall/contracts';
import { TextInput, useTimedNotice, FormButtons, FormNotices, useSchemaForm } from '@rollcall/ui-kit/forms';
import { Page, Panel } from '@rollcall/ui-kit/pages';
import { InstituteSelect } from './InstituteSelect';
import { useInstitutes } from './useInstitutes';
import { Tip } from '../layout/Tip';
import styles from './Admins.module.css';

const emptyAdmin = { instituteId: '', email: '', name: '' };

/** Create New Admin: the server mails a temporary password. */
export function AddAdminPage() {
  const form = useSchemaForm(createAdminSchema, emptyAdmin, { failureText: (error) => errorMessage(error, String(error)) });
  const { institutes } = useInstitutes();
  const institute = institutes.find((candidate) => candidate.id === form.values.instituteId) ?? null;
  const { busy } = form;
  const created = useTimedNotice();
  const { mutate } = useSWRConfig();
  const google = useGoogleSignIn();

  const submit = form.submit(async (input) => {
    await api.call(endpoints.createAdmin, { body: input });
    form.reset();
    created.show('Admin created successfully!.');
    void mutate(adminsKey(input.instituteId));
  });

  return (
    <Page title="Create New Admin" description="Give an institute an administrator account." back narrow>
      <Panel as="form" onSubmit={submit} noValidate aria-label="Create New Admin">
        <FormNotices form={form} success={created} invalidBanner={messages.fixBeforeSubmitting} dismissible />

        <InstituteSelect
          value={form.values.instituteId || null}
          onChange={(id) => form.setField('instituteId', id ?? '')}
          error={form.errors.instituteId}
          required
        />

        {institute ? (
          <>
            <section className={styles.summary} aria-label="Selected Institute">
              <Building2 size={20} aria-hidden="true" />
              <div>
                <h2 className={styles.summaryTitle}>Selected Institute</h2>
                <p className={styles.name}>{institute.name}</p>
                <p className={styles.email}>
                  <Mail size={14} aria-hidden="true" /> {institute.email}
                </p>
              </div>
            </section>

            <fieldset className={styles.details} disabled={busy}>
              <legend className={styles.summaryTitle}>Admin Details</legend>
              <TextInput
                label="Admin Email Address"
                type="email"
                autoComplete="off"
                required
                {...form.field('email')}
                helperText="The admin receives their login credentials at this address"
              />
              <TextInput
                label="Admin Name"
                autoComplete="off"
                required
                value={form.values.name}
                onChange={(value) => form.setField('name', value)}
              />
            </fieldset>
          </>
        ) : null}

        <FormButtons
          busy={busy}
          submitLabel="Create Admin"
          busyLabel="Creating Admin..."
          resetLabel="Reset Form"
          onReset={form.reset}
        />
      </Panel>

      <Tip icon={<Info size={20} aria-hidden="true" />}>
        A secure temporary password is generated automatically and sent to the admin&apos;s email address. The admin must change
        it at the first sign-in{google ? ' (with email and password, or with Google)' : ''}.
      </Tip>
    </Page>
  );
}
