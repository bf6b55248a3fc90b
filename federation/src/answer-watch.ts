import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { clientGoneLine } from '@rollcall/server-kit/http-server';

/**
 * Watches one answer of the static server. sirv sends a file with `.pipe()`, which neither closes the file when the
 * client hangs up nor listens for the file's errors (a file a redeploy removed between its lookup and its read): the
 * answer's 'pipe' event hands over the file's stream to do both. A client that hangs up is one line in the log.
 */
export function watchAnswer(req: IncomingMessage, res: ServerResponse, log: (message: string) => void): void {
  const what = `${req.method} ${(req.url ?? '/').split('?')[0]}`;
  res.once('pipe', (file: Readable) => {
    file.on('error', (error) => {
      log(`${what}: could not read the file: ${error.message}`);
      res.destroy();
    });
    res.once('close', () => file.destroy());
  });
  res.once('close', () => {
    if (!res.writableFinished) log(clientGoneLine(what, null));
  });
}
