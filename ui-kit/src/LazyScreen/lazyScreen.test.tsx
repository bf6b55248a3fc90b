import { Component, type ReactNode, startTransition } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { downloadableScreen, LazyScreen } from './lazyScreen';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

function Broken(): never {
  throw new Error('render fault');
}

class AreaBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The area failed</p> : this.props.children;
  }
}

test('the screen is downloaded when it is first shown, with a spinner meanwhile', async () => {
  let arrive: (screen: typeof Greeting) => void = () => {};
  const load = jest.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
  const greeting = downloadableScreen(load);
  expect(load).not.toHaveBeenCalled();

  render(<LazyScreen screen={greeting} props={{ name: 'Asha' }} />);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  arrive(Greeting);
  expect(await screen.findByRole('heading', { name: 'Hello Asha' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a download that fails says so, and Retry downloads the screen again', async () => {
  const load = jest
    .fn<Promise<typeof Greeting>, []>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValue(Greeting);
  const greeting = downloadableScreen(load);
  jest.spyOn(console, 'error').mockImplementation(() => {});

  render(<LazyScreen screen={greeting} props={{ name: 'Ravi' }} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This page could not be downloaded. Check the connection, then try again.',
  );
  expect(await seriousAxeViolations()).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Hello Ravi' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a fault of the screen itself is not taken for a failed download: it goes on to the area', async () => {
  const broken = downloadableScreen(() => Promise.resolve(Broken));
  jest.spyOn(console, 'error').mockImplementation(() => {});

  render(
    <AreaBoundary>
      <LazyScreen screen={broken} />
    </AreaBoundary>,
  );
  expect(await screen.findByText('The area failed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('moving to another screen, as a router does in a transition, shows the spinner at once, not the last screen', async () => {
  const first = downloadableScreen(() => Promise.resolve(Greeting));
  const second = downloadableScreen(() => new Promise<typeof Greeting>(() => {}));
  const { rerender } = render(<LazyScreen screen={first} props={{ name: 'Asha' }} />);
  expect(await screen.findByRole('heading', { name: 'Hello Asha' })).toBeInTheDocument();

  act(() => startTransition(() => rerender(<LazyScreen screen={second} props={{ name: 'Ravi' }} />)));
  expect(await screen.findByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});
