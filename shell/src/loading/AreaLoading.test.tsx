import { render, screen } from '@testing-library/react';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { AreaLoading } from './AreaLoading';

describe('AreaLoading', () => {
  it('shows a spinner announced with its label once the ui-kit entry has loaded', async () => {
    const { container } = render(<AreaLoading label="Loading the Admin area" />);
    // The ui-kit entry (its catalogues and @rollcall/i18n with it) is compiled at its first import: seconds on a
    // cold run, past findBy's default second.
    expect(await screen.findByRole('status', { name: 'Loading the Admin area' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
