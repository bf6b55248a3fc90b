import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { matchesSearch, SearchField } from './SearchField';

function Searched() {
  const [search, setSearch] = useState('');
  return (
    <>
      <SearchField label="Search classes" placeholder="Name" value={search} onChange={setSearch} />
      <ul>
        {['Class 10 A', 'Class 7 C']
          .filter((name) => matchesSearch(search, name))
          .map((name) => (
            <li key={name}>{name}</li>
          ))}
      </ul>
    </>
  );
}

test('filters a list as the user types, by its label', async () => {
  render(<Searched />);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search classes' }), '10');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Class 10 A']);
  expect(await seriousAxeViolations()).toEqual([]);
});

test('matches any of the texts, case-insensitively; an empty search matches everything', () => {
  expect(matchesSearch('  ', 'anything')).toBe(true);
  expect(matchesSearch('MEERA', null, 'Meera Iyer')).toBe(true);
  expect(matchesSearch('vikram', 'Meera Iyer', undefined)).toBe(false);
});
