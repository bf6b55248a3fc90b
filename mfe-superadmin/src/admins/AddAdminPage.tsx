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
import { useSuperadminTexts } from '../texts/texts';

const emptyAdmin = { instituteId: '', email: '', name: '' };

/** Create New Admin: the server mails a temporary password. */
export function AddAdminPage() {
  const t = useSuperadminTexts();
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
    created.show(t('admins.created'));
    void mutate(adminsKey(input.instituteId));
  });

  return (
    <Page title={t('admins.addTitle')} description={t('admins.addDescription')} back narrow>
      <Panel as="form" onSubmit={submit} noValidate aria-label={t('admins.addTitle')}>
        <FormNotices form={form} success={created} invalidBanner={messages.fixBeforeSubmitting} dismissible />

        <InstituteSelect
          value={form.values.instituteId || null}
          onChange={(id) => form.setField('instituteId', id ?? '')}
          error={form.errors.instituteId}
          required
        />

        {institute ? (
          <>
            <section className={styles.summary} aria-label={t('admins.selected')}>
              <Building2 size={20} aria-hidden="true" />
              <div>
                <h2 className={styles.summaryTitle}>{t('admins.selected')}</h2>
                <p className={styles.name}>{institute.name}</p>
                <p className={styles.email}>
                  <Mail size={14} aria-hidden="true" /> {institute.email}
                </p>
              </div>
            </section>

            <fieldset className={styles.details} disabled={busy}>
              <legend className={styles.summaryTitle}>{t('admins.details')}</legend>
              <TextInput
                label={t('admins.email')}
                type="email"
                autoComplete="off"
                required
                {...form.field('email')}
                helperText={t('admins.emailHint')}
              />
              <TextInput
                label={t('admins.name')}
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
          submitLabel={t('admins.create')}
          busyLabel={t('admins.creating')}
          resetLabel={t('admins.reset')}
          onReset={form.reset}
        />
      </Panel>

      <Tip icon={<Info size={20} aria-hidden="true" />}>{t('admins.tip', { google: google ? 'yes' : 'no' })}</Tip>
    </Page>
  );
}
