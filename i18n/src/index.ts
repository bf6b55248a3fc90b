// @rollcall/i18n: the language the screens show (chosen on the login page or a menu, else the browser's), each
// remote's texts from its catalogues (English in its code, Hindi and Tamil fetched only by who reads them), the
// contracts' texts in every language, and Intl formats. Shared as a singleton: one language for every remote.
export {
  chooseLanguage,
  currentLanguage,
  LANGUAGE_STORAGE_KEY,
  languageAtSignIn,
  languageFromBrowser,
  languageWasChosen,
  useLanguage,
} from './language-store';
export { defineTexts, type OtherLanguage, type Texts, type Translate, useTexts } from './texts';
export type { Catalogue, CatalogueEntry } from './catalogue';
export { contractMessageOf, contractTexts, useContractText, type ContractTextId } from './contract-texts/contract-texts';
export {
  dateTimeFormat,
  formatDay,
  formatMoment,
  formatNumber,
  formatPercent,
  monthNames,
  weekdayNames,
} from './formats';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
export { AreaLanguageSwitch } from './AreaLanguageSwitch';
