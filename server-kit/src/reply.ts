/**
 * Sends a success answer checked against its contract: `reply<AdminListResponse>(ctx, 200, body)`. The
 * contract must be named: without it the body's type is `never` and the call does not compile.
 */
export function reply<Contract = never>(ctx: { status: number; body: unknown }, status: number, body: NoInfer<Contract>): void {
  ctx.status = status;
  ctx.body = body;
}
