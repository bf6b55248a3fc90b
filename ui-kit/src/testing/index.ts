// @rollcall/ui-kit/testing: the one harness of the frontends' Testing Library tests. Screens are rendered at
// a route with renderRoute; the gateway they call is faked with mockGateway from @rollcall/api-client/testing.
export { renderRoute, addressBar, type RouteEntry } from './renderRoute';
export { chooseOption } from './select';
export { onAPhone, offThePhone } from './media';
