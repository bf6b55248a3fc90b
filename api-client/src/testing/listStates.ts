import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, type Gateway, type GatewayReply, heldReply, type Route } from './gateway';

export interface LoadingThenRetry {
  /** The page's gateway, given the routes to put in place of its own. */
  gatewayFor: (routes: Record<string, Route>) => Gateway;
  /** 'GET /teacher/today': the call the page waits for. */
  call: string;
  /** Its answer once Retry is pressed. */
  answer: GatewayReply;
  /** Renders the page. */
  render: () => unknown;
  /** How the page names what loads ('your lectures'), as ListStates says it. */
  noun: string;
  /** Waits for the answer to show. */
  loaded: () => Promise<unknown>;
}

/** A page says it is loading, then why it failed (the gateway was down), and Retry loads it. */
export async function checkLoadingThenRetry({ gatewayFor, call, answer, render, noun, loaded }: LoadingThenRetry) {
  const held = heldReply();
  const gateway = gatewayFor({ [call]: held.route });
  render();
  expect(await screen.findByText(`Loading ${noun}`)).toBeInTheDocument();
  await act(async () => held.release(failure(503, 'Service temporarily unavailable, please try again')));
  expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to load ${noun}: Service temporarily unavailable`);
  gateway.set({ [call]: answer });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await loaded();
}
