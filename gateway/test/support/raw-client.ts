import net from 'node:net';

/** How a test client leaves: a polite close (FIN) or a TCP reset (RST). */
export type HangUp = 'destroy' | 'reset';

export const hangUps: readonly HangUp[] = ['destroy', 'reset'];

/** An HTTP/1.1 request head, as a client writes it on the wire. */
export function requestHead(method: string, path: string, headers: Record<string, string | number> = {}): string {
  const lines = Object.entries({ Host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** A socket to a server's address, connected. */
export function connectTo(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** Leaves the way asked; errors after that (a reset seen by the client's side) are no concern of the test. */
export function hangUp(socket: net.Socket, how: HangUp): void {
  socket.on('error', () => {});
  if (how === 'reset') socket.resetAndDestroy();
  else socket.destroy();
}

/** Writes the bytes, waits `afterMs`, then hangs up. */
export async function sendAndHangUp(url: string, bytes: string | Buffer, how: HangUp, afterMs = 0): Promise<void> {
  const socket = await connectTo(url);
  socket.on('error', () => {});
  socket.write(bytes);
  if (afterMs > 0) await new Promise((resolve) => setTimeout(resolve, afterMs));
  hangUp(socket, how);
}

/** Sends a whole request and hangs up `afterMs` after the first bytes of the answer arrive. */
export async function hangUpMidAnswer(url: string, request: string, how: HangUp, afterMs = 0): Promise<void> {
  const socket = await connectTo(url);
  socket.on('error', () => {});
  const firstBytes = new Promise<void>((resolve) => {
    socket.once('data', () => resolve());
    socket.once('close', () => resolve());
  });
  socket.write(request);
  await firstBytes;
  if (afterMs > 0) await new Promise((resolve) => setTimeout(resolve, afterMs));
  hangUp(socket, how);
}
