import { useEffect, useState } from 'react';
import { useSaveLanguage, useVerifyUser } from '@rollcall/api-client';
import type { Language } from '@rollcall/contracts';
import { chooseLanguage, currentLanguage } from './language-store';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The language switch of a signed-in area's menu: the screens change at once and the choice is saved on the user,
 * whom mails follow. Opened on a browser that shows another language, the area takes the user's.
 */
export function AreaLanguageSwitch() {
  const stored = useVerifyUser().data?.user?.language;
  const save = useSaveLanguage();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (stored && stored !== currentLanguage()) chooseLanguage(stored);
  }, [stored]);

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
