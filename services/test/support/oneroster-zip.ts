import type { Identity } from '@rollcall/contracts/internal';
import { identityHeaders } from '@rollcall/contracts/internal';
import { parse } from 'csv-parse/sync';
import { fromBuffer } from 'yauzl';
import { ZipFile } from 'yazl';
import type { AdminArea } from './institute';
import { recordCall } from './record-call';
import { INTERNAL_SECRET } from './stack';

/** Each file of a zip by name, as text. */
export async function filesOf(zip: Buffer): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const archive = await new Promise<import('yauzl').ZipFile>((resolve, reject) =>
    fromBuffer(zip, { lazyEntries: true }, (error, opened) => (error || !opened ? reject(error) : resolve(opened))),
  );
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', resolve);
    archive.on('entry', (entry) => {
      archive.openReadStream(entry, async (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
        archive.readEntry();
      });
    });
    archive.readEntry();
  });
  return files;
}

/** A zip of these files (a name to its text or bytes). */
export async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A CSV file's rows as objects by its header. */
export const rowsOf = (csv: string): Record<string, string>[] => parse(csv, { columns: true, bom: true });

/** The header of a CSV file. */
export const headerOf = (csv: string): string[] => (parse(csv, { to_line: 1 }) as string[][])[0]!;

/** Writes rows back as a CSV file with this header (values quoted). */
export const csvOf = (header: string[], rows: Record<string, string>[]) =>
  [header, ...rows.map((row) => header.map((column) => row[column] ?? ''))]
    .map((values) => values.map((value) => `"${value.replaceAll('"', '""')}"`).join(','))
    .join('\r\n');

/** GETs the institute's OneRoster zip as bytes, recorded for the contract check. */
export async function downloadRoster(area: AdminArea, identity: Identity) {
  const path = '/admin/exports/oneroster.zip';
  const response = await fetch(`${area.stack.services.url}${path}`, { headers: identityHeaders(INTERNAL_SECRET, identity) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  recordCall('GET', path, {}, undefined, response, type.startsWith('application/json') ? JSON.parse(bytes.toString()) : '');
  return { status: response.status, headers: response.headers, bytes };
}

/** POSTs a zip to the OneRoster import. */
export const uploadRoster = (area: AdminArea, identity: Identity, zip: Buffer | string, query = '', type = 'application/zip') =>
  area.stack.call('POST', `/admin/imports/oneroster${query}`, { identity, rawBody: zip, headers: { 'content-type': type } });
