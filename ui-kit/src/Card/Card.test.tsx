import { render, screen, within } from '@testing-library/react';
import { seriousAxeViolations } from '../testing/axe';
import { ContactDetails } from '../ContactDetails/ContactDetails';
import { DetailList } from '../ContactDetails/DetailList';
import { Card } from './Card';

test('a card is an article named by its title, with its action, subtitle and details', async () => {
  render(
    <Card
      title="Greenfield College"
      icon={<svg />}
      subtitle="Received today"
      action={
        <button type="button" aria-label="Edit Greenfield College">
          ✎
        </button>
      }
    >
      <ContactDetails email="office@greenfield.edu" phoneNumber="+91 98765 43210" address="12 Park Street, Kolkata" />
    </Card>,
  );
  const card = screen.getByRole('article', { name: 'Greenfield College' });
  expect(within(card).getByRole('heading', { level: 2, name: 'Greenfield College' })).toBeInTheDocument();
  expect(card).toHaveTextContent('Received today');
  expect(within(card).getByRole('button', { name: 'Edit Greenfield College' })).toBeInTheDocument();
  expect(
    within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent),
  ).toEqual(['office@greenfield.edu', '+91 98765 43210', '12 Park Street, Kolkata']);
  expect(await seriousAxeViolations()).toEqual([]);
});

test('a card named by its label says more than its title, and keeps the title as its heading', () => {
  render(
    <Card title="Chemistry (CH091)" label="Chemistry (CH091), Cover" action={<span>Cover</span>}>
      <p>Period 2</p>
    </Card>,
  );
  const card = screen.getByRole('article', { name: 'Chemistry (CH091), Cover' });
  expect(within(card).getByRole('heading', { level: 2, name: 'Chemistry (CH091)' })).toBeInTheDocument();
});

test('a detail list pairs each term with its value', () => {
  render(
    <DetailList
      termWidth="5rem"
      items={[
        { term: 'Contact', description: 'Meera Iyer' },
        { term: 'Students', description: 'Not given' },
      ]}
    />,
  );
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Contact', 'Students']);
  expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Meera Iyer', 'Not given']);
});

test("a card under a section's own heading takes the next level", async () => {
  render(
    <section aria-labelledby="subjects">
      <h2 id="subjects">Subjects</h2>
      <Card title="Mathematics" headingLevel={3}>
        <p>82%</p>
      </Card>
    </section>,
  );
  const card = screen.getByRole('article', { name: 'Mathematics' });
  expect(within(card).getByRole('heading', { level: 3, name: 'Mathematics' })).toBeInTheDocument();
  expect(await seriousAxeViolations()).toEqual([]);
});
