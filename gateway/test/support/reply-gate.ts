/**
 * Holds a mail server's final 250 reply while closed: pass `beforeAccept` to startDevMailServer. close()
 * resolves once a message is waiting at the gate; open() lets it (and any behind it) through.
 */
export function replyGate() {
  let gate: Promise<void> | null = null;
  let openGate = () => {};
  let messageArrived = () => {};
  return {
    close(): Promise<void> {
      gate = new Promise<void>((resolve) => (openGate = resolve));
      return new Promise<void>((resolve) => (messageArrived = resolve));
    },
    open(): void {
      gate = null;
      openGate();
    },
    beforeAccept(): Promise<void> {
      messageArrived();
      return gate ?? Promise.resolve();
    },
  };
}
