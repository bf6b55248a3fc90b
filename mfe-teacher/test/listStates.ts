import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, type Gateway, type GatewayReply, heldReply, type Route } from '@rollcall/api-client/testing';
import { renderTeacher } from './area';

interface ListStatesCheck {
  /** The page's gateway, given the routes to put in place of its own. */
  gatewayFor: (routes: Record<string, Route>) => Gateway;
  /** 'GET /teacher/today': the call the page's list comes from. */
  call: string;
  /** Its answer once Retry is pressed. */
  answer: GatewayReply;
  at: string;
  /** How the page names the list ('your lectures'). */
  noun: string;
  /** Waits for the list to show. */
  loaded: () => Promise<unknown>;
}

/** A page's list says it is loading, then why it failed, and Retry loads it. */
export async function checkLoadingThenRetry({ gatewayFor, call, answer, at, noun, loaded }: ListStatesCheck) {
  const held = heldReply();
  const gateway = gatewayFor({ [call]: held.route });
  renderTeacher(at);
  expect(await screen.findByText(`Loading ${noun}`)).toBeInTheDocument();
  await act(async () => held.release(failure(503, 'Service temporarily unavailable, please try again')));
  expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to load ${noun}: Service temporarily unavailable`);
  gateway.set({ [call]: answer });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await loaded();
}
