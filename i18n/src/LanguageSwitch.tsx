import { useId } from 'react';
import { isLanguage, type Language, languageNames, languages } from '@rollcall/contracts';
import { useLanguage } from './language-store';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  /** Called with the language chosen (not with the one already shown). */
  onChoose: (language: Language) => void;
  /** A list in one control (an area's top bar, where room is short) instead of three buttons (the login page). */
  compact?: boolean;
  /** While a choice is being saved. */
  busy?: boolean;
}

/** Named in all three languages, so someone who cannot read the page's language still finds it. */
const NAME = 'Language · भाषा · மொழி';

/** The three languages, each named in its own script and marked with its `lang`, the current one chosen. */
export function LanguageSwitch({ onChoose, compact = false, busy = false }: LanguageSwitchProps) {
  const current = useLanguage();
  const id = useId();
  const choose = (language: string) => {
    if (isLanguage(language) && language !== current) onChoose(language);
  };

  if (compact) {
    return (
      <span className={styles.compact}>
        <label htmlFor={id} className={styles.hidden}>
          {NAME}
        </label>
        <select
          id={id}
          className={styles.select}
          value={current}
          lang={current}
          aria-busy={busy || undefined}
          onChange={(event) => choose(event.target.value)}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageNames[language]}
            </option>
          ))}
        </select>
      </span>
    );
  }

  return (
    <fieldset className={styles.switch} aria-busy={busy || undefined}>
      <legend className={styles.hidden}>{NAME}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.choice}
          aria-pressed={language === current}
          onClick={() => choose(language)}
        >
          {languageNames[language]}
        </button>
      ))}
    </fieldset>
  );
}
