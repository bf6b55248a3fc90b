import { useId, useState } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '@rollcall/ui-kit';
import { TextInput } from '@rollcall/ui-kit/forms';
import { useFeedTexts } from './texts/texts';
import styles from './CalendarFeed.module.css';

/** A read-only address with a Copy button; where the clipboard is unavailable the text is selected to copy by hand. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const fieldId = `rc-copy-${useId()}`;
  const [copied, setCopied] = useState<'copied' | 'select' | null>(null);
  const t = useFeedTexts();

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      const field = document.getElementById(fieldId) as HTMLInputElement | null;
      field?.focus();
      field?.select();
      setCopied('select');
    }
  };

  return (
    <div className={styles.copyField}>
      <TextInput
        id={fieldId}
        label={label}
        value={value}
        onChange={() => {}}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        helperText={copied === 'copied' ? t('feed.copied') : copied === 'select' ? t('feed.copyFailed') : undefined}
      />
      <Button variant="secondary" icon={<Copy size={16} />} onClick={() => void copy()}>
        {t('feed.copy')}
      </Button>
    </div>
  );
}
