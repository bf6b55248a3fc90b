import { render, screen, within } from '@testing-library/react';
import { WallOfLove } from './WallOfLove';

test('without published quotes it shows what RollCall promises and invites institutes to talk to us', () => {
  render(<WallOfLove testimonials={[]} />);
  expect(screen.getByRole('heading', { name: 'For teachers and staff' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '#contact');
  expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
});

test('published quotes are shown with their author, role and institute', () => {
  render(
    <WallOfLove
      testimonials={[{ quote: 'Roll call now takes a minute.', name: 'A. Teacher', role: 'Lecturer', institute: 'Some College' }]}
    />,
  );
  const figure = screen.getByRole('figure');
  expect(within(figure).getByRole('blockquote')).toHaveTextContent('Roll call now takes a minute.');
  expect(figure).toHaveTextContent('Lecturer, Some College');
  expect(screen.queryByRole('link', { name: 'Talk to us' })).not.toBeInTheDocument();
});
