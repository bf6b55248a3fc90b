import type { SelectOption } from '@rollcall/ui-kit/forms';

/**
 * The IANA time zones this browser knows, with the institute's own and UTC always among them: a runtime
 * without Intl.supportedValuesOf, or one that names a zone the old way (Asia/Calcutta), still offers them.
 */
export function timeZoneOptions(current: string): SelectOption[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set([current, 'UTC', ...known])].filter(Boolean).sort();
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
