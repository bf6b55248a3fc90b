// @rollcall/api-client/testing: the fake gateway of the frontends' tests and the session fixtures they sign in with.
export * from './gateway';
export * from './session';
export * from './listStates';
