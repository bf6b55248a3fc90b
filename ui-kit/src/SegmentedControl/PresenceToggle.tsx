import { useKitTexts } from '@rollcall/ui-kit';
import { SegmentedControl, type SegmentedControlProps, type SegmentOption } from './SegmentedControl';

export type Presence = 'present' | 'absent';

export type PresenceToggleProps = Omit<SegmentedControlProps<Presence>, 'options'>;

/** Present or Absent for one student on a register, labelled by the student's name. */
export function PresenceToggle(props: PresenceToggleProps) {
  const t = useKitTexts();
  const presenceOptions: readonly SegmentOption<Presence>[] = [
    { value: 'present', label: t('presence.present'), tone: 'positive' },
    { value: 'absent', label: t('presence.absent'), tone: 'negative' },
  ];
  return <SegmentedControl {...props} options={presenceOptions} />;
}
