// A flow drives several screens of a real browser against a real server on a shared 2-core machine.
jest.setTimeout(90_000);
