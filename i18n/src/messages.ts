// '@rollcall/i18n/messages': the catalogues' interpolation and the Intl formats without React, for a server that
// writes texts in a person's language (the services' mails). The same code the screens run.
export type { Catalogue, CatalogueEntry } from './catalogue';
export { type CompiledMessage, interpolate } from './interpolate';
export {
  dateTimeFormat,
  formatDay,
  formatMoment,
  formatNumber,
  formatPercent,
  formatPercentFixed,
  monthNames,
  weekdayNames,
} from './formats';
