import { useState } from 'react';
import useSWR from 'swr';
import { KeyRound, Mail, Pencil, Trash2, UserRound } from 'lucide-react';
import { type AnswerOf, type endpoints, fetcher } from '@rollcall/api-client';
import { adminsKey } from './adminsKey';
import { messages, type Admin, type Institute } from '@rollcall/contracts';
import { Button } from '@rollcall/ui-kit';
import { Card, ListEmpty, ListFailure, ListLoading } from '@rollcall/ui-kit/pages';
import { EditAdminDialog } from './EditAdminDialog';
import { DeleteAdminDialog } from './DeleteAdminDialog';
import { ResendCredentialsDialog } from './ResendCredentialsDialog';
import styles from './Admins.module.css';
import { useSuperadminTexts } from '../texts/texts';

type Action = { kind: 'edit' | 'delete' | 'resend'; admin: Admin } | null;

interface AdminsPanelProps {
  institute: Institute;
  /** An admin was renamed or deleted. */
  onDone: () => void;
  /** New credentials went out; the message says to whom. */
  onCredentialsSent: (message: string) => void;
}

/** 'Admins for {institute}': the institute's admins, each row with Edit, Resend credentials and Delete. */
export function AdminsPanel({ institute, onDone, onCredentialsSent }: AdminsPanelProps) {
  const t = useSuperadminTexts();
  const { data, error, isLoading, mutate } = useSWR<AnswerOf<typeof endpoints.listAdmins>>(adminsKey(institute.id), fetcher);
  const [action, setAction] = useState<Action>(null);
  const admins = data?.data ?? [];

  const finished = () => {
    setAction(null);
    onDone();
    void mutate();
  };

  return (
    <Card
      as="section"
      title={t('admins.panel', { institute: institute.name })}
      subtitle={data ? t('admins.found', { count: admins.length }) : null}
    >
      {isLoading ? (
        <ListLoading label={t('admins.loading')} />
      ) : error && !data ? (
        <ListFailure message={messages.adminsLoadFailed} onRetry={() => mutate()} />
      ) : admins.length === 0 ? (
        <ListEmpty title={t('admins.none')} />
      ) : (
        <ul className={styles.rows} aria-label={t('admins.panel', { institute: institute.name })}>
          {admins.map((admin) => (
            <li key={admin.id} className={styles.row}>
              <div className={styles.who}>
                <span className={styles.name}>
                  <UserRound size={16} aria-hidden="true" /> {admin.name}
                </span>
                <span className={styles.email}>
                  <Mail size={14} aria-hidden="true" /> {admin.email}
                </span>
              </div>
              <div className={styles.rowActions}>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Pencil size={14} />}
                  aria-label={t('admins.editLabel', { name: admin.name })}
                  onClick={() => setAction({ kind: 'edit', admin })}
                >
                  {t('admins.edit')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<KeyRound size={14} />}
                  aria-label={t('admins.resendLabel', { name: admin.name })}
                  onClick={() => setAction({ kind: 'resend', admin })}
                >
                  {t('admins.resend')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  icon={<Trash2 size={14} />}
                  aria-label={t('admins.deleteLabel', { name: admin.name })}
                  onClick={() => setAction({ kind: 'delete', admin })}
                >
                  {t('admins.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {action?.kind === 'edit' ? (
        <EditAdminDialog admin={action.admin} onClose={() => setAction(null)} onSaved={finished} />
      ) : null}
      {action?.kind === 'delete' ? (
        <DeleteAdminDialog admin={action.admin} onClose={() => setAction(null)} onDeleted={finished} />
      ) : null}
      {action?.kind === 'resend' ? (
        <ResendCredentialsDialog
          admin={action.admin}
          onClose={() => setAction(null)}
          onSent={(message) => {
            setAction(null);
            onCredentialsSent(message);
          }}
        />
      ) : null}
    </Card>
  );
}
