import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { chooseLanguage, EnglishArea } from '@rollcall/i18n';
import { renderRoute } from '../testing';
import { seriousAxeViolations } from '../testing/axe';
import { BarButton } from '../AreaFrame/BarButton';
import { TopBar } from '../AreaFrame/TopBar';
import { ActionDialog } from '../Dialog/ActionDialog';
import { ListStates } from '../ListState/ListStates';
import { Page } from '../Page/Page';
import { Select } from '../Select/Select';

const reason = (error: unknown) => (error as { why: string }).why;

function PickClass() {
  const [value, setValue] = useState<string | null>('a');
  const options = [
    { value: 'a', label: 'Class 10 A' },
    { value: 'b', label: 'Class 10 B' },
  ];
  return <Select label="कक्षा" options={options} value={value} onChange={setValue} searchable clearable />;
}

afterEach(() => act(() => chooseLanguage('en')));

describe.each([
  {
    language: 'hi' as const,
    back: 'वापस',
    retry: 'फिर से कोशिश करें',
    loading: 'छात्र लोड हो रहे हैं',
    failed: 'छात्र लोड नहीं हो सके: कारण',
    cancel: 'रद्द करें',
    close: 'डायलॉग बंद करें',
    clear: 'चुनाव हटाएँ',
    search: 'विकल्प खोजें',
    searchPlaceholder: 'विकल्प खोजें...',
    noneFound: 'कोई विकल्प नहीं मिला',
  },
  {
    language: 'ta' as const,
    back: 'பின் செல்',
    retry: 'மீண்டும் முயலவும்',
    loading: 'மாணவர்கள் ஏற்றப்படுகின்றன',
    failed: 'மாணவர்கள் ஏற்ற முடியவில்லை: காரணம்',
    cancel: 'ரத்து செய்',
    close: 'உரையாடலை மூடு',
    clear: 'தேர்வை அழி',
    search: 'விருப்பங்களைத் தேடு',
    searchPlaceholder: 'விருப்பங்களைத் தேடு...',
    noneFound: 'விருப்பம் எதுவும் கிடைக்கவில்லை',
  },
])('ui-kit’s own words in $language', (words) => {
  beforeEach(() => act(() => chooseLanguage(words.language)));

  it('Page’s Back', async () => {
    renderRoute('/classes/7', {
      '/classes/7': (
        <Page title="Class" back>
          the class
        </Page>
      ),
    });
    expect(await screen.findByRole('button', { name: words.back })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('a list’s loading and failure lines and its Retry, a caller’s own lines kept', async () => {
    const noun = words.language === 'hi' ? 'छात्र' : 'மாணவர்கள்';
    const { rerender } = render(
      <ListStates list={{ isLoading: true, mutate: jest.fn() }} noun={noun} reason={reason}>
        the list
      </ListStates>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(words.loading);
    const why = words.language === 'hi' ? 'कारण' : 'காரணம்';
    const failed = { error: { why }, isLoading: false, mutate: jest.fn() };
    rerender(
      <ListStates list={failed} noun={noun} reason={reason}>
        the list
      </ListStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(words.failed);
    await userEvent.click(screen.getByRole('button', { name: words.retry }));
    expect(failed.mutate).toHaveBeenCalledTimes(1);
    expect(await seriousAxeViolations()).toEqual([]);
    rerender(
      <ListStates list={failed} loading="own loading" failed="own failure" reason={() => ''}>
        the list
      </ListStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^own failure/);
  });

  it('a dialog’s Cancel and its close button', async () => {
    const onClose = jest.fn();
    render(
      <ActionDialog title="T" busy={false} onClose={onClose} onAction={() => {}} actionLabel="OK" busyLabel="...">
        body
      </ActionDialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: words.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: words.close })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('a Select’s search box, its clear button and what it says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<PickClass />);
    expect(await screen.findByRole('button', { name: words.clear })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'कक्षा' }));
    const search = screen.getByRole('textbox', { name: words.search });
    expect(search).toHaveAttribute('placeholder', words.searchPlaceholder);
    await user.type(search, 'zzz');
    expect(screen.getByText(words.noneFound)).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('a top bar button keeps its words as its accessible name', async () => {
    render(<TopBar title="Kaveri Vidyalaya" end={<BarButton icon={<svg />} label="साइन आउट" onClick={() => {}} />} />);
    expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

it('stays English inside an area that stays English, the Hindi catalogue loaded', async () => {
  act(() => chooseLanguage('hi'));
  renderRoute('/classes/7', {
    '/classes/7': (
      <>
        <Page title="Class" landmark="section" back>
          the class
        </Page>
        <EnglishArea.Provider value>
          <Page title="Office" landmark="section" back>
            the office
          </Page>
        </EnglishArea.Provider>
      </>
    ),
  });
  expect(await screen.findByRole('button', { name: 'वापस' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
});
