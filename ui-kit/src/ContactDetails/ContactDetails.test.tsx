import { render, screen } from '@testing-library/react';
import { ContactDetails } from './ContactDetails';

describe('ContactDetails', () => {
  it('shows the email, phone and address, each after its labelled icon', () => {
    render(<ContactDetails email="office@greenfield.edu" phoneNumber="+91 98765 43210" address="12 Park Street, Kolkata" />);
    const [email, phone, address] = screen.getAllByRole('definition');
    expect(email).toHaveTextContent('office@greenfield.edu');
    expect(phone).toHaveTextContent('+91 98765 43210');
    expect(address).toHaveTextContent('12 Park Street, Kolkata');
    expect(screen.getAllByRole('term').map((term) => term.querySelector('svg')?.getAttribute('aria-label'))).toEqual([
      'Email',
      'Phone',
      'Address',
    ]);
  });
});
