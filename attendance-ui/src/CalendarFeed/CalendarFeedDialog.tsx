import { type ReactNode, useState } from 'react';
import { useFailureReason } from '@rollcall/i18n/contract-texts';
import { Button, Dialog, Notice } from '@rollcall/ui-kit';
import { ConfirmDialog, Select } from '@rollcall/ui-kit/forms';
import { CopyField } from './CopyField';
import type { FeedOwner } from './feedEndpoints';
import { useFeedTexts } from './texts/texts';
import { useCalendarFeed } from './useCalendarFeed';
import styles from './CalendarFeed.module.css';

/** A feed to offer, named when there are several to choose from (a parent's children). */
export interface FeedChoice {
  label: string;
  owner: FeedOwner;
}

const keyOfOwner = (owner: FeedOwner) => (owner.kind === 'child' ? owner.childId : owner.kind);

/** The address of one feed, to copy, and the way to replace it after asking. */
function FeedAddress({ owner, chooser, onClose }: { owner: FeedOwner; chooser: ReactNode; onClose: () => void }) {
  const { answer, renewAddress } = useCalendarFeed(owner);
  const t = useFeedTexts();
  const reason = useFailureReason();
  const [confirming, setConfirming] = useState(false);
  const [renewed, setRenewed] = useState(false);

  if (confirming)
    return (
      <ConfirmDialog
        title={t('feed.renew')}
        actionLabel={t('feed.renew')}
        busyLabel={t('feed.renew')}
        variant="danger"
        action={renewAddress}
        failureText={(error) => reason(error) || t('feed.loadFailed')}
        onClose={() => setConfirming(false)}
        onDone={() => {
          setConfirming(false);
          setRenewed(true);
        }}
      >
        <p>{t('feed.renewConfirm')}</p>
      </ConfirmDialog>
    );

  return (
    <Dialog
      open
      title={t('feed.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={!answer.data}>
            {t('feed.renew')}
          </Button>
          <Button onClick={onClose}>{t('feed.close')}</Button>
        </>
      }
    >
      {chooser}
      {answer.error ? <Notice type="error">{reason(answer.error) || t('feed.loadFailed')}</Notice> : null}
      {!answer.data && !answer.error ? <p>{t('feed.loading')}</p> : null}
      {renewed ? <Notice type="success">{t('feed.renewed')}</Notice> : null}
      {answer.data ? <CopyField label={t('feed.addressLabel')} value={answer.data.url} /> : null}
      <p className={styles.howTo}>{t('feed.howTo')}</p>
    </Dialog>
  );
}

/** The calendar feed dialog: a choice of whose feed when there are several (a parent's children), then its address. */
export function CalendarFeedDialog({ choices, onClose }: { choices: readonly FeedChoice[]; onClose: () => void }) {
  const [chosen, setChosen] = useState(0);
  const t = useFeedTexts();
  const choice = choices[chosen] ?? choices[0];
  if (!choice) return null;
  const chooser =
    choices.length > 1 ? (
      <Select
        label={t('feed.whose')}
        options={choices.map((each, index) => ({ value: String(index), label: each.label }))}
        value={String(chosen)}
        onChange={(value) => setChosen(Number(value ?? 0))}
      />
    ) : null;
  return <FeedAddress key={keyOfOwner(choice.owner)} owner={choice.owner} chooser={chooser} onClose={onClose} />;
}
