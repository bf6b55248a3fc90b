import { render, screen } from '@testing-library/react';
import { seriousAxeViolations } from '../testing/axe';
import { Badge } from './Badge';

test('says its status in words, whatever its tone', async () => {
  render(
    <p>
      R-003 Asha Rao <Badge tone="success">Present</Badge> <Badge tone="warning">Corrected</Badge> <Badge>Archived</Badge>
    </p>,
  );
  expect(screen.getByText('Present')).toHaveClass('badge', 'success');
  expect(screen.getByText('Corrected')).toHaveClass('warning');
  expect(screen.getByText('Archived')).toHaveClass('neutral');
  expect(await seriousAxeViolations()).toEqual([]);
});
