import { render, screen } from '@testing-library/react';
import { seriousAxeViolations } from '../testing/axe';
import { FilterBar } from './FilterBar';

test('holds the labelled fields that choose what a list shows', async () => {
  render(
    <FilterBar>
      <label>
        From <input type="date" />
      </label>
    </FilterBar>,
  );
  expect(screen.getByLabelText('From')).toBeInTheDocument();
  expect(await seriousAxeViolations()).toEqual([]);
});
