import { useEffect, useState } from 'react';
import { useSaveLanguage, useVerifyUser } from '@rollcall/api-client';
import type { Language } from '@rollcall/contracts';
import { cameBackFromSignIn, chooseLanguage, currentLanguage, languageAtSignIn, languageWasChosen } from './language-store';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The language switch of a signed-in area's menu: the screens change at once and the choice is saved on the user,
 * whom mails follow. Opened on a browser that shows another language, the area takes the user's (unless it comes back
 * from signing in with Google, see signingInAway).
 */
export function AreaLanguageSwitch() {
  const stored = useVerifyUser().data?.user?.language;
  const save = useSaveLanguage();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!stored) return;
    // Back from Google's sign-in, the login page's language is settled here, as that page settles its own sign-in.
    const outcome = cameBackFromSignIn() ? languageAtSignIn(stored, currentLanguage(), languageWasChosen()) : { show: stored };
    if ('save' in outcome) save(outcome.save).catch(() => chooseLanguage(stored));
    else if (outcome.show !== currentLanguage()) chooseLanguage(outcome.show);
  }, [stored, save]);

  async function choose(language: Language) {
    chooseLanguage(language);
    setSaving(true);
    try {
      await save(language);
    } catch {
      // This browser shows the language anyway; the user's stored one stays until a choice is saved.
    } finally {
      setSaving(false);
    }
  }

  return <LanguageSwitch onChoose={choose} busy={saving} compact />;
}
