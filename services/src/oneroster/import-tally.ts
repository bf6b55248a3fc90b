import { type OneRosterCounts, type OneRosterLine, oneRosterMessages } from '@rollcall/contracts';

export type LineAction = 'create' | 'update' | 'unchanged' | 'refuse';

/** What an import did with each line, counted by file, with the lines that create, change or are refused. */
export class ImportTally {
  private readonly counts = new Map<string, OneRosterCounts>();
  readonly lines: OneRosterLine[] = [];

  count(file: string): OneRosterCounts {
    let counts = this.counts.get(file);
    if (!counts) {
      counts = { file, created: 0, updated: 0, unchanged: 0, refused: 0 };
      this.counts.set(file, counts);
    }
    return counts;
  }

  record(file: string, line: number, sourcedId: string, action: LineAction, what: string, message?: string): void {
    const counts = this.count(file);
    if (action === 'create') counts.created++;
    else if (action === 'update') counts.updated++;
    else if (action === 'unchanged') counts.unchanged++;
    else counts.refused++;
    if (action !== 'unchanged') this.lines.push({ file, line, sourcedId, action, what, ...(message ? { message } : {}) });
  }

  refuse(file: string, line: number, sourcedId: string, what: string, message: string): void {
    this.record(file, line, sourcedId, 'refuse', what, message);
  }

  get files(): OneRosterCounts[] {
    return [...this.counts.values()];
  }

  /** Every refused line as "users.csv line 7: …", by file and line. */
  get errors(): string[] {
    return this.lines
      .filter((line) => line.action === 'refuse')
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
      .map((line) => oneRosterMessages.line(line.file, line.line, line.message!));
  }

  get created(): number {
    return this.files.reduce((sum, counts) => sum + counts.created, 0);
  }

  get updated(): number {
    return this.files.reduce((sum, counts) => sum + counts.updated, 0);
  }
}
