import { RadioList } from '@rollcall/ui-kit/forms';
import { useAdminTexts } from '../texts/texts';

export type SkipMode = 'all' | 'good';

/** All or nothing (the default), or the good lines with the bad ones to download. */
export function SkipChoice({
  value,
  onChange,
  disabled,
}: {
  value: SkipMode;
  onChange: (mode: SkipMode) => void;
  disabled: boolean;
}) {
  const t = useAdminTexts();
  const options = [
    { value: 'all', label: t('imports.allOrNothing'), description: t('imports.allOrNothingHelp') },
    { value: 'good', label: t('imports.goodLines'), description: t('imports.goodLinesHelp') },
  ] as const;
  return <RadioList label={t('imports.choiceLabel')} options={options} value={value} onChange={onChange} disabled={disabled} />;
}
