import { SegmentedControl, type SegmentedControlProps, type SegmentOption } from './SegmentedControl';

export type Presence = 'present' | 'absent';

export type PresenceToggleProps = Omit<SegmentedControlProps<Presence>, 'options'>;

const presenceOptions: readonly SegmentOption<Presence>[] = [
  { value: 'present', label: 'Present', tone: 'positive' },
  { value: 'absent', label: 'Absent', tone: 'negative' },
];

/** Present or Absent for one student on a register, labelled by the student's name. */
export function PresenceToggle(props: PresenceToggleProps) {
  return <SegmentedControl {...props} options={presenceOptions} />;
}
