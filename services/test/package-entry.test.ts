import * as services from '@rollcall/services';
import { readMailbox } from '@rollcall/services/mailbox';

it('exports the start functions and the mailbox reader by package name', () => {
  expect(typeof services.startServices).toBe('function');
  expect(typeof services.startDatabase).toBe('function');
  expect(typeof services.startDevMailServer).toBe('function');
  expect(services.readMailbox).toBe(readMailbox);
});
