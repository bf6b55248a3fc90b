import type { Readable } from 'node:stream';

/** Writes each line of a child's output with the child's name in front, e.g. `[gateway] listening`, once. */
export function prefixLines(stream: Readable, name: string, write: (line: string) => void): void {
  const prefix = `[${name}] `;
  const prefixed = (line: string) => (line.startsWith(prefix) ? line : prefix + line);
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) write(prefixed(line));
  });
  stream.on('end', () => {
    if (partial) write(prefixed(partial));
    partial = '';
  });
}
