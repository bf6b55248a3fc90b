// @rollcall/i18n: the language the screens show (chosen on the login page or a menu, else the browser's), each
// remote's texts from its catalogues (English in its code, Hindi and Tamil fetched only by who reads them), Intl
// formats and the language switch. Shared as a singleton: one language for every remote. The contracts' texts are
// the entry '@rollcall/i18n/contract-texts'.
export {
  cameBackFromSignIn,
  chooseLanguage,
  currentLanguage,
  EnglishArea,
  LANGUAGE_STORAGE_KEY,
  languageAtSignIn,
  languageFromBrowser,
  languageWasChosen,
  signingInAway,
  useLanguage,
} from './language-store';
export { defineTexts, type OtherLanguage, type Texts, type Translate, useTexts } from './texts';
// The catalogues' types and the Intl formats, which a server's mails use too.
export * from './messages';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
export { AreaLanguageSwitch } from './AreaLanguageSwitch';
