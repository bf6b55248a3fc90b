import type { AdminResponse, SuccessResponse } from '@rollcall/contracts';
import { reply } from '../src';

// `npm run typecheck` checks this file: each @ts-expect-error fails it if the call ever compiles.
describe('reply', () => {
  it('sends the body with its status', () => {
    const ctx = { status: 404, body: undefined as unknown };
    reply<SuccessResponse>(ctx, 201, { success: true });
    expect(ctx).toEqual({ status: 201, body: { success: true } });
  });

  it('only compiles with the contract named and a body that fits it', () => {
    const ctx = { status: 404, body: undefined as unknown };
    // @ts-expect-error the contract type must be named
    reply(ctx, 200, { success: true });
    // @ts-expect-error a field the contract does not have
    reply<SuccessResponse>(ctx, 200, { success: true, extra: 1 });
    // @ts-expect-error the admin lacks its email
    reply<AdminResponse>(ctx, 200, { success: true, admin: { id: 'a', name: 'Asha' } });
    expect(ctx.status).toBe(200);
  });
});
