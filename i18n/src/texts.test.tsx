import { act, render, screen } from '@testing-library/react';
import { compileCatalogue } from '../compile.cjs';
import { chooseLanguage, currentLanguage, LANGUAGE_STORAGE_KEY, languageAtSignIn, languageFromBrowser } from './language-store';
import { defineTexts, type Texts, useTexts } from './texts';

const english = {
  absent: { message: '{count, plural, one {# student is absent} other {# students are absent}}', note: 'A count.' },
  greeting: { message: 'Hello, {name}', note: 'A name.' },
  onlyEnglish: { message: 'Only in English', note: 'Not translated yet.' },
};
const hindi = {
  absent: { message: '{count, plural, one {# विद्यार्थी अनुपस्थित है} other {# विद्यार्थी अनुपस्थित हैं}}', note: '' },
  greeting: { message: 'नमस्ते, {name}', note: '' },
};
const tamil = {
  absent: { message: '{count, plural, one {# மாணவர் வரவில்லை} other {# மாணவர்கள் வரவில்லை}}', note: '' },
  greeting: { message: 'வணக்கம், {name}', note: '' },
};

function textsWithLoads() {
  const loads: string[] = [];
  const texts = defineTexts(compileCatalogue(english) as unknown as typeof english, async (language) => {
    loads.push(language);
    return { default: compileCatalogue(language === 'hi' ? hindi : tamil) };
  });
  return { texts, loads };
}

function Greeting({ texts }: { texts: Texts<keyof typeof english> }) {
  const t = useTexts(texts);
  return <p>{t('greeting', { name: 'Asha' })}</p>;
}

afterEach(() => {
  act(() => chooseLanguage('en'));
  localStorage.clear();
});

describe('defineTexts', () => {
  it('formats ICU plurals by each language’s rules, with Indian digit grouping', async () => {
    const { texts } = textsWithLoads();
    const en = await texts.textsIn('en');
    expect(en('absent', { count: 1 })).toBe('1 student is absent');
    expect(en('absent', { count: 0 })).toBe('0 students are absent');
    expect(en('absent', { count: 156420 })).toBe('1,56,420 students are absent');
    // Hindi's "one" takes 0 and 1; English's only 1.
    const hi = await texts.textsIn('hi');
    expect(hi('absent', { count: 0 })).toBe('0 विद्यार्थी अनुपस्थित है');
    expect(hi('absent', { count: 1 })).toBe('1 विद्यार्थी अनुपस्थित है');
    expect(hi('absent', { count: 2 })).toBe('2 विद्यार्थी अनुपस्थित हैं');
    const ta = await texts.textsIn('ta');
    expect(ta('absent', { count: 1 })).toBe('1 மாணவர் வரவில்லை');
    expect(ta('absent', { count: 0 })).toBe('0 மாணவர்கள் வரவில்லை');
    expect(ta('greeting', { name: 'Priya' })).toBe('வணக்கம், Priya');
  });

  it('shows a message a catalogue lacks in English', async () => {
    const hi = await textsWithLoads().texts.textsIn('hi');
    expect(hi('onlyEnglish')).toBe('Only in English');
  });

  it('fetches a language only when it is chosen, once, and renders again in it', async () => {
    const { texts, loads } = textsWithLoads();
    render(<Greeting texts={texts} />);
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
    expect(loads).toEqual([]);

    act(() => chooseLanguage('hi'));
    expect(await screen.findByText('नमस्ते, Asha')).toBeInTheDocument();
    act(() => chooseLanguage('ta'));
    expect(await screen.findByText('வணக்கம், Asha')).toBeInTheDocument();
    act(() => chooseLanguage('hi'));
    expect(screen.getByText('नमस्ते, Asha')).toBeInTheDocument();
    expect(loads).toEqual(['hi', 'ta']);
  });
});

describe('the chosen language', () => {
  it('takes Hindi or Tamil from the browser when asked for, English otherwise', () => {
    expect(languageFromBrowser(['hi-IN', 'en-US'])).toBe('hi');
    expect(languageFromBrowser(['fr-FR', 'ta'])).toBe('ta');
    expect(languageFromBrowser(['en-GB', 'hi'])).toBe('en');
    expect(languageFromBrowser(['fr-FR', 'de'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('is saved at sign-in when chosen here, or when the browser asks for Hindi or Tamil of a user still in English', () => {
    expect(languageAtSignIn('en', 'hi', true)).toEqual({ save: 'hi' });
    expect(languageAtSignIn('ta', 'hi', true)).toEqual({ save: 'hi' });
    expect(languageAtSignIn('en', 'ta', false)).toEqual({ save: 'ta' });
    expect(languageAtSignIn('ta', 'hi', false)).toEqual({ show: 'ta' });
    expect(languageAtSignIn('hi', 'en', false)).toEqual({ show: 'hi' });
    expect(languageAtSignIn('hi', 'hi', true)).toEqual({ show: 'hi' });
  });

  it('opens in the language chosen on this browser before, else in the browser’s own', () => {
    const opened = () => {
      let language = '';
      jest.isolateModules(() => {
        language = (require('./language-store') as typeof import('./language-store')).currentLanguage();
      });
      return language;
    };
    const browser = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN', 'en-GB']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(opened()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    localStorage.clear();
    expect(opened()).toBe('ta');
    browser.mockReturnValue(['en-US']);
    expect(opened()).toBe('en');
    browser.mockRestore();
  });

  it('is remembered on the browser and sets <html lang>', () => {
    act(() => chooseLanguage('ta'));
    expect(currentLanguage()).toBe('ta');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
    act(() => chooseLanguage('en'));
    expect(document.documentElement.lang).toBe('en');
  });
});
