import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailboxMessage {
  /** The .eml file's name (sorts by arrival time). */
  file: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  /** The plain-text body, decoded. */
  text: string;
  /** The text/html part, decoded; '' when the message has none. */
  html: string;
  /** The message's own headers by lower-case name (the first of a repeated one), unfolded and decoded: 'list-unsubscribe'. */
  headers: Record<string, string>;
}

/** Every message the dev mail server has kept in mailDir, oldest first. */
export async function readMailbox(mailDir: string): Promise<MailboxMessage[]> {
  let files: string[];
  try {
    files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml') && !file.startsWith('.')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    files.map(async (file) => {
      const message = parseMessage(await readFile(path.join(mailDir, file), 'latin1'));
      return {
        file,
        messageId: message.headers.get('message-id') ?? '',
        from: decodeWords(message.headers.get('from') ?? ''),
        to: decodeWords(message.headers.get('to') ?? ''),
        subject: decodeWords(message.headers.get('subject') ?? ''),
        text: bodyOfType(message, 'text/plain'),
        html: bodyOfType(message, 'text/html'),
        headers: Object.fromEntries([...message.headers].map(([name, value]) => [name, decodeWords(value)])),
      };
    }),
  );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Splits an RFC 5322 message (read as latin1, so bytes stay bytes) into unfolded headers and body. */
function parseMessage(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const head = split < 0 ? normalised : normalised.slice(0, split);
  const body = split < 0 ? '' : normalised.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

function headerParameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match?.[1] ?? match?.[2];
}

/** The first part of this type (text/plain, text/html), walking into multipart bodies, with its transfer encoding and charset undone. */
function bodyOfType(part: Part, type: string): string {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(contentType)) {
    const boundary = headerParameter(contentType, 'boundary');
    if (!boundary) return '';
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const text = bodyOfType(parseMessage(section.replace(/^\n/, '')), type);
      if (text) return text;
    }
    return '';
  }
  if (!contentType.toLowerCase().startsWith(type)) return '';
  const bytes = decodeTransfer(part.body, part.headers.get('content-transfer-encoding') ?? '7bit');
  return decodeCharset(bytes, headerParameter(contentType, 'charset') ?? 'utf-8').replace(/\n$/, '');
}

function decodeTransfer(body: string, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      );
    default:
      return Buffer.from(body, 'latin1');
  }
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** A header value: raw UTF-8 bytes (SMTPUTF8) become text, then RFC 2047 encoded words (=?UTF-8?Q?…?=) are decoded. */
function decodeWords(value: string): string {
  return utf8IfValid(value)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return decodeCharset(bytes, charset);
    });
}

function utf8IfValid(latin1: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(latin1, 'latin1'));
  } catch {
    return latin1;
  }
}
