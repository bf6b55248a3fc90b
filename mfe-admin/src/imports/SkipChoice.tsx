import { RadioList } from '@rollcall/ui-kit/forms';
import { importTexts } from './importTexts';

export type SkipMode = 'all' | 'good';

const options = [
  { value: 'all', label: importTexts.allOrNothing, description: importTexts.allOrNothingHelp },
  { value: 'good', label: importTexts.goodLines, description: importTexts.goodLinesHelp },
] as const;

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
  return <RadioList label={importTexts.choiceLabel} options={options} value={value} onChange={onChange} disabled={disabled} />;
}
