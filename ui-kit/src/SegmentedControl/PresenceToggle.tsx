import type { PresenceToggleProps, SegmentOption, Presence } from '../types';
import { SegmentedControl } from './SegmentedControl';

const presenceOptions: readonly SegmentOption<Presence>[] = [
  { value: 'present', label: 'Present', tone: 'positive' },
  { value: 'absent', label: 'Absent', tone: 'negative' },
];

/** Present or Absent for one student on a register, labelled by the student's name. */
export function PresenceToggle(props: PresenceToggleProps) {
  return <SegmentedControl {...props} options={presenceOptions} />;
}
