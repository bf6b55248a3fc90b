import { render, screen } from '@testing-library/react';
import { seriousAxeViolations } from '@rollcall/ui-kit/testing/axe';
import { AreaLoading } from './AreaLoading';

describe('AreaLoading', () => {
  it('shows a spinner announced with its label once the ui-kit entry has loaded', async () => {
    const { container } = render(<AreaLoading label="Loading the Admin area" />);
    expect(await screen.findByRole('status', { name: 'Loading the Admin area' })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
