import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '../TextInput/TextInput';
import { FormNotices } from './FormNotices';
import { wholePath, type FormSchema, type SchemaIssue } from './schema';
import { useSchemaForm, type SchemaFormOptions } from './useSchemaForm';

type Values = { name: string; email: string };
const empty: Values = { name: '', email: '' };

/** A stand-in for a contracts schema: both fields required, the email with an @, names trimmed. */
const schema: FormSchema<Values> = {
  safeParse(input) {
    const { name, email } = input as Values;
    const issues: SchemaIssue[] = [];
    if (!name.trim()) issues.push({ path: ['name'], message: 'Name is required' });
    if (!email) issues.push({ path: ['email'], message: 'Email is required' });
    else if (!email.includes('@')) issues.push({ path: ['email'], message: 'Please enter a valid email address' });
    return issues.length ? { success: false, error: { issues } } : { success: true, data: { name: name.trim(), email } };
  },
};

function Form({ send, ...options }: Partial<SchemaFormOptions<Values>> & { send: (input: Values) => Promise<void> }) {
  const form = useSchemaForm(schema, empty, { failureText: (error) => `Failed: ${String(error)}`, ...options });
  return (
    <form onSubmit={form.submit(send)} noValidate>
      <FormNotices form={form} invalidBanner="Please fix the validation errors before submitting" dismissible />
      <TextInput label="Name" {...form.field('name')} />
      <TextInput label="Email" {...form.field('email')} />
      <button type="submit" disabled={form.busy}>
        Save
      </button>
      <button type="button" onClick={form.reset}>
        Reset
      </button>
    </form>
  );
}

const save = () => screen.getByRole('button', { name: 'Save' });

test('by default a field is checked when it loses focus and re-checked while it shows an error', async () => {
  render(<Form send={jest.fn()} />);
  await userEvent.click(screen.getByLabelText('Email'));
  await userEvent.tab();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'a');
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), '@b.in');
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
});

test("with check 'submit' nothing shows on blur, and an error goes as soon as its field is edited", async () => {
  const send = jest.fn();
  render(<Form check="submit" send={send} />);
  await userEvent.type(screen.getByLabelText('Email'), 'a');
  await userEvent.tab();
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  await userEvent.click(save());
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'b');
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

test('an invalid submit raises the banner, marks the fields and sends nothing; reset clears it all', async () => {
  const send = jest.fn();
  render(<Form send={send} />);
  await userEvent.type(screen.getByLabelText('Name'), 'Asha');
  await userEvent.click(save());
  expect(screen.getByRole('alert')).toHaveTextContent('Please fix the validation errors before submitting');
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(send).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
});

test('focusFirstError moves focus to the first field in error, in the order of the initial values', async () => {
  render(<Form focusFirstError send={jest.fn()} />);
  await userEvent.type(screen.getByLabelText('Email'), 'x');
  await userEvent.click(save());
  expect(screen.getByLabelText('Name')).toHaveFocus();
});

test('firstErrorAsFailure shows the first problem as the failure', async () => {
  render(<Form firstErrorAsFailure send={jest.fn()} />);
  await userEvent.click(save());
  expect(screen.getByText('Name is required', { selector: '[role="alert"] *' })).toBeInTheDocument();
});

test('crossCheck adds the rules the schema does not hold', async () => {
  const send = jest.fn();
  const sameAsName = (values: Values, errors: Record<string, string | undefined>) =>
    values.email.startsWith(values.name) ? errors : { ...errors, email: 'The email must start with the name' };
  render(<Form crossCheck={sameAsName} send={send} />);
  await userEvent.type(screen.getByLabelText('Name'), 'asha');
  await userEvent.type(screen.getByLabelText('Email'), 'ravi@school.in');
  await userEvent.click(save());
  expect(screen.getByText('The email must start with the name')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

test('a valid submit sends the parsed input once while busy; a failure shows its text and can be dismissed', async () => {
  let fail: (reason: unknown) => void = () => {};
  const send = jest.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
  render(<Form send={send} />);
  await userEvent.type(screen.getByLabelText('Name'), '  Asha ');
  await userEvent.type(screen.getByLabelText('Email'), 'asha@school.in{enter}{enter}');
  expect(save()).toBeDisabled();
  expect(send).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@school.in' });
  fail('offline');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed: offline');
  expect(save()).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('prefill opens the form with values, and reset goes back to the initial ones', async () => {
  render(<Form prefill={{ name: 'Lakeview College' }} send={jest.fn()} />);
  expect(screen.getByLabelText('Name')).toHaveValue('Lakeview College');
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByLabelText('Name')).toHaveValue('');
});

/** A form with a repeated group: each contact's email by its path ('contacts.1.email'), rebuilt into a list. */
type ContactValues = { [key: `contacts.${number}.email`]: string };
const contactCount = (values: ContactValues) => Object.keys(values).length;
const contactList = (values: ContactValues) =>
  Array.from({ length: contactCount(values) }, (_, index) => values[`contacts.${index}.email`] ?? '');
const contactSchema: FormSchema<{ contacts: string[] }> = {
  safeParse(input) {
    const { contacts } = input as { contacts: string[] };
    const issues: SchemaIssue[] = contacts.flatMap((email, index) =>
      email.includes('@') ? [] : [{ path: ['contacts', index, 'email'], message: 'Please enter a valid email address' }],
    );
    return issues.length ? { success: false, error: { issues } } : { success: true, data: { contacts } };
  },
};

function ContactsForm({ send }: { send: (input: { contacts: string[] }) => Promise<void> }) {
  const form = useSchemaForm(contactSchema, { 'contacts.0.email': '' } as ContactValues, {
    failureText: String,
    fieldOf: wholePath,
    toInput: (values) => ({ contacts: contactList(values) }),
  });
  const removeFirst = () =>
    form.changeValues((values) =>
      Object.fromEntries(
        contactList(values)
          .slice(1)
          .map((email, index) => [`contacts.${index}.email`, email]),
      ),
    );
  return (
    <form onSubmit={form.submit(send)} noValidate>
      {contactList(form.values).map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the fields are named by their place and hold no state of their own
        <TextInput key={`contacts.${index}`} label={`Contact ${index + 1} email`} {...form.field(`contacts.${index}.email`)} />
      ))}
      <button type="button" onClick={() => form.setField(`contacts.${contactCount(form.values)}.email`, '')}>
        Add
      </button>
      <button type="button" onClick={removeFirst}>
        Remove first
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

test('with fieldOf wholePath each entry of a repeated group shows its own message; changeValues re-checks what shows one', async () => {
  const send = jest.fn();
  render(<ContactsForm send={send} />);
  await userEvent.type(screen.getByLabelText('Contact 1 email'), 'ravi@school.in');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  await userEvent.type(screen.getByLabelText('Contact 2 email'), 'meera');
  await userEvent.click(save());
  expect(screen.getByLabelText('Contact 1 email')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Contact 2 email')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(send).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Remove first' }));
  expect(screen.getByLabelText('Contact 1 email')).toHaveValue('meera');
  expect(screen.queryByLabelText('Contact 2 email')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Contact 1 email'), '@school.in');
  await userEvent.click(save());
  expect(send).toHaveBeenCalledWith({ contacts: ['meera@school.in'] });
});
