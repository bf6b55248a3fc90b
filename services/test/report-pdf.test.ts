import { type AttendanceReport, type ReportColumn, type ReportRow, formatDay, reportFilterLine } from '@rollcall/contracts';
import { columnGroups } from '../src/reports/pdf/column-groups';
import { drawingOrder, writtenText } from '../src/reports/pdf/drawing-order';
import { reportFonts } from '../src/reports/pdf/report-fonts';
import { reportPdf } from '../src/reports/pdf/report-pdf';
import { scriptRuns } from '../src/reports/pdf/script-runs';
import { type DrawnPage, type ReadPage, readDrawing, readPdf } from './support/pdf-reading';

const SUBJECTS = ['MATH', 'PHY', 'CHEM', 'BIO', 'ENG', 'HIN'];
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Six periods a day from 1 July 2026, each of one subject. */
const columnsOf = (count: number): ReportColumn[] =>
  Array.from({ length: count }, (_, index) => ({
    heldOn: `2026-07-${String(1 + Math.floor(index / 6)).padStart(2, '0')}`,
    period: 1 + (index % 6),
    subjects: [SUBJECTS[index % 6]!],
  }));

const percentage = (present: number, total: number) => (total === 0 ? null : Math.round((present * 1000) / total) / 10);

function rowOf(index: number, name: string, marks: string[]): ReportRow {
  const counted = marks.flatMap((mark) => (mark ? mark.split('/') : []));
  const present = counted.filter((mark) => mark === 'P').length;
  return {
    studentId: uuid(100 + index),
    rollNumber: `R-${String(index + 1).padStart(3, '0')}`,
    name,
    className: 'Class 8 - A',
    marks,
    markSubjects: marks.map((mark, at) => (mark ? mark.split('/').map(() => SUBJECTS[at % 6]!) : [])),
    present,
    total: counted.length,
    percentage: percentage(present, counted.length),
  };
}

function reportOf(columns: ReportColumn[], rows: ReportRow[], institute = 'Sunrise Public School'): AttendanceReport {
  const present = rows.reduce((sum, row) => sum + row.present, 0);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  return {
    institute: { name: institute },
    filter: {
      semester: { id: uuid(1), name: 'Monsoon 2026', startsOn: '2026-07-01', endsOn: '2026-11-30' },
      class: { id: uuid(2), name: 'Class 8 - A' },
      subject: null,
      student: null,
      from: '2026-07-01',
      to: '2026-07-31',
    },
    threshold: 75,
    issuedOn: '2026-08-03',
    columns,
    rows,
    totals: { present, total, percentage: percentage(present, total) },
    lectures: columns.length,
  };
}

/** A class of `students` over `periods` lecture periods; every tenth mark or so is an absence, a few are blank. */
function classReport(students: number, periods: number): AttendanceReport {
  const rows = Array.from({ length: students }, (_, s) =>
    rowOf(
      s,
      `Student ${s + 1}`,
      Array.from({ length: periods }, (_, c) => ((s * 7 + c * 3) % 10 === 0 ? 'A' : (s + c) % 17 === 0 ? '' : 'P')),
    ),
  );
  return reportOf(columnsOf(periods), rows);
}

// The first read loads pdf.js, compiled for Jest once.
jest.setTimeout(60_000);

interface Printed {
  read: ReadPage[];
  /** Each page's text, line by line. */
  pages: string[];
  file: Buffer;
}

async function printed(report: AttendanceReport): Promise<Printed> {
  const file = await reportPdf(report);
  const read = await readPdf(file);
  return { read, pages: read.map((page) => page.lines.join('\n')), file };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A line holding these texts in order, separated by blanks. */
const lineWith = (...texts: string[]) => new RegExp(texts.map(literal).join('\\s+'));

describe('the PDF of an attendance report', () => {
  it('is A4 landscape with the institute, the filter, the day of issue, the headings, the marks and the totals', async () => {
    const report = reportOf(columnsOf(3), [rowOf(0, 'Asha Rao', ['P', 'A', 'P']), rowOf(1, 'Bilal Khan', ['P', 'P/A', ''])]);
    const { read, pages } = await printed(report);

    expect(read.map((page) => page.size)).toEqual([[841.89, 595.28]]);
    const page = pages[0]!;
    expect(page).toContain('Sunrise Public School');
    expect(page).toContain('Issued on 3 Aug 2026');
    expect(page).toContain(reportFilterLine(report.filter));
    expect(page).toContain('Monsoon 2026 · Class 8 - A · 2026-07-01 to 2026-07-31');
    expect(page).toContain('Lecture periods 1–3 of 3');
    expect(page).toMatch(
      lineWith('Roll number', 'Name', '2026-07-01', '2026-07-01', '2026-07-01', 'Present', 'Total', 'Percentage'),
    );
    expect(page).toMatch(lineWith('P1 MATH', 'P2 PHY', 'P3 CHEM'));
    expect(page).toMatch(lineWith('R-001', 'Asha Rao', 'P', 'A', 'P', '2', '3', '66.7%'));
    expect(page).toMatch(lineWith('R-002', 'Bilal Khan', 'P', 'P/A', '2', '3', '66.7%'));
    expect(page).toMatch(lineWith('All students', '4', '6', '66.7%'));
    expect(page).toContain('Page 1 of 1');
  });

  it('shows a report with no lecture periods as its students and their empty totals', async () => {
    const { pages } = await printed(reportOf([], [rowOf(0, 'Asha Rao', [])]));

    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('No lecture periods in this range');
    expect(pages[0]).toMatch(lineWith('R-001', 'Asha Rao', '0', '0'));
  });

  it('splits 60 students × 90 periods into tables that fit the page, each repeating its header and every student', async () => {
    const report = classReport(60, 90);
    const { pages } = await printed(report);

    const count = pages.length;
    expect(count).toBeGreaterThan(1);
    const filterLine = reportFilterLine(report.filter);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${count}`);
      expect(page).toContain('Sunrise Public School');
      expect(page).toContain(filterLine);
      expect(page).toContain(`Issued on ${formatDay(report.issuedOn)}`);
      expect(page).toMatch(lineWith('Roll number', 'Name'));
    });

    // Each table names its periods in a header row that repeats on each of its pages.
    const groups = new Map<string, string[]>();
    for (const page of pages) {
      const periods = /Lecture periods (\d+)–(\d+) of 90/.exec(page)?.[0];
      expect(periods).toBeDefined();
      groups.set(periods!, [...(groups.get(periods!) ?? []), page]);
    }
    const ranges = [...groups.keys()].map((caption) => caption.match(/\d+/g)!.slice(0, 2).map(Number) as [number, number]);
    expect(ranges[0]![0]).toBe(1);
    expect(ranges.at(-1)![1]).toBe(90);
    for (const [index, [first]] of ranges.slice(1).entries()) expect(first).toBe(ranges[index]![1] + 1);

    for (const [caption, groupPages] of groups) {
      const text = groupPages.join('\n');
      for (const row of report.rows) expect(text.match(new RegExp(`\\b${row.rollNumber}\\b`, 'g'))).toHaveLength(1);
      const [first, last] = caption.match(/\d+/g)!.map(Number);
      expect(text).toContain(report.columns[first! - 1]!.heldOn);
      // The totals come once, with the last periods.
      expect(text.includes('Percentage')).toBe(last === 90);
    }
    const lastPages = [...groups.values()].at(-1)!.join('\n');
    const sixty = report.rows[59]!;
    expect(lastPages).toMatch(lineWith(sixty.rollNumber, sixty.name));
    expect(lastPages).toMatch(lineWith('All students', String(report.totals.present), String(report.totals.total)));
  });

  it('prints a name in every script a school meets, each reading back as written, with no missing glyph', async () => {
    const leftToRight = [
      'Zoë Łukasz Núñez',
      'अनिका शर्मा',
      'राहुल 2',
      'क्षितिज त्रिपाठी',
      'অর্পিতা বন্দ্যোপাধ্যায়',
      'தமிழ்செல்வி',
      'கார்த்திகேயன் சுப்ரமணியம்',
      'శ్రీనివాస్ రెడ్డి',
      'ಕೃಷ್ಣ ಪ್ರಸಾದ್',
      'അനന്തു കൃഷ്ണൻ',
      'હાર્દિક પટેલ',
      'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
      'ସୁଭଶ୍ରୀ ମହାପାତ୍ର',
      'Riya 🌟',
      'Kabir 👩‍🎓 🇮🇳',
    ];
    // Urdu letters (ٹ ڈ ں ے), Hebrew with a digit, Arabic with a Latin word and a digit, and with Arabic-Indic digits
    // in brackets, each with its words as the bidirectional algorithm lays them out from the left: "Ali 2" stays one
    // left-to-right stretch, and the brackets turn to face the digits.
    const rightToLeft = [
      ['فاطمة الزهراء', 'الزهراء فاطمة'],
      ['زینب بٹ', 'بٹ زینب'],
      ['عائشہ ڈار', 'ڈار عائشہ'],
      ['عمران خاں', 'خاں عمران'],
      ['بے نظیر', 'نظیر بے'],
      ['נועה כהן 2', '2 כהן נועה'],
      ['محمد Ali 2', 'Ali 2 محمد'],
      ['حسن (١٢)', '(١٢) حسن'],
    ] as const;
    // An emoji newer than the font prints as a placeholder; a presentation selector or keycap without its emoji, as nothing.
    const placeholder = ['Tara ©️ 1️⃣ \u{1fc00}', 'Tara © 1 \ufffd'] as const;
    const names = [...leftToRight, ...rightToLeft.map(([name]) => name), placeholder[0]];
    const report = reportOf(
      columnsOf(4),
      names.map((name, index) => rowOf(index, name, ['P', 'A', 'P', 'P'])),
      'विद्या निकेतन 2',
    );
    const { read, pages, file } = await printed(report);

    expect(read).toHaveLength(1);
    const page = pages[0]!;
    expect(page).toContain('विद्या निकेतन 2');
    const rowLine = (index: number) => {
      const rollNumber = `R-${String(index + 1).padStart(3, '0')}`;
      const line = page.split('\n').find((candidate) => candidate.startsWith(`${rollNumber} `));
      return new RegExp(`^${rollNumber} (.+) P A P P 3 4 75%$`).exec(line ?? '')?.[1];
    };
    for (const [index, name] of leftToRight.entries()) expect(rowLine(index)).toBe(name);
    // Each word reads as written; the words stand where the bidirectional algorithm puts them.
    for (const [index, [, drawn]] of rightToLeft.entries()) expect(rowLine(leftToRight.length + index)).toBe(drawn);
    expect(rowLine(names.length - 1)).toBe(placeholder[1]);

    const [{ glyphs, fonts }] = (await readDrawing(file)) as [DrawnPage];
    expect(glyphs.filter((glyph) => glyph.notdef)).toEqual([]);
    expect(fonts).toEqual(
      expect.arrayContaining([
        'NotoSans-Regular',
        'NotoSansDevanagari-Regular',
        'NotoSansBengali-Regular',
        'NotoSansTamil-Regular',
        'HindGuntur-Regular',
        'NotoSansKannada-Regular',
        'AnekMalayalam-Regular',
        'NotoSansGujarati-Regular',
        'MuktaMahee-Regular',
        'NotoSansOriya-Regular',
        'NotoSansArabic-Regular',
        'NotoSansHebrew-Regular',
        'NotoEmoji-Regular',
      ]),
    );
    expect(fonts.filter((font) => font.startsWith('(not embedded)'))).toEqual([]);
    // Each font is embedded as the subset of glyphs the page uses.
    expect(file.length).toBeLessThan(100 * 1024);
  });
});

describe('a right-to-left name too long for its cell', () => {
  it('is cut into lines in the order written, the first words on the first line, each line drawn from the right', async () => {
    const name = 'محمد عبد الرحمن بن عبد اللہ الانصاری القریشی';
    const { pages } = await printed(reportOf(columnsOf(1), [rowOf(0, name, ['P'])]));

    const lines = pages[0]!.split('\n');
    const first = lines.findIndex((line) => line.startsWith('R-001 '));
    const firstLine = /^R-001 (.+) P 1 1 100%$/.exec(lines[first]!)?.[1];
    const secondLine = lines[first + 1]!;
    expect(secondLine).not.toMatch(/All students/);
    const readFromTheRight = (line: string) => line.split(' ').reverse().join(' ');
    expect(`${readFromTheRight(firstLine!)} ${readFromTheRight(secondLine)}`).toBe(name);
  });
});

describe('splitting text by script', () => {
  it('sets spaces and digits in a Devanagari name in Latin, and keeps a joiner inside its word', () => {
    expect(scriptRuns('राहुल 2')).toEqual([
      { text: 'राहुल', script: 'devanagari' },
      { text: ' 2', script: 'latin' },
    ]);
    expect(scriptRuns('क्\u200Dष · தமிழ் · Zoë Śrī')).toEqual([
      { text: 'क्\u200Dष', script: 'devanagari' },
      { text: ' · ', script: 'latin' },
      { text: 'தமிழ்', script: 'tamil' },
      { text: ' · Zoë ', script: 'latin' },
      { text: 'Ś', script: 'latinExtended' },
      { text: 'r', script: 'latin' },
      { text: 'ī', script: 'latinExtended' },
    ]);
  });
});

describe('splitting text by script, beyond the first three', () => {
  it('gives each Indian script, Arabic, Hebrew and emoji their own runs, keeps a joiner or a skin tone in its word, and leaves out what no font draws', () => {
    expect(scriptRuns('ਸਿੰਘ ସୁଭ హరి ಕೃಷ್ಣ അനു હાર્દિક')).toEqual([
      { text: 'ਸਿੰਘ', script: 'gurmukhi' },
      { text: ' ', script: 'latin' },
      { text: 'ସୁଭ', script: 'oriya' },
      { text: ' ', script: 'latin' },
      { text: 'హరి', script: 'telugu' },
      { text: ' ', script: 'latin' },
      { text: 'ಕೃಷ್ಣ', script: 'kannada' },
      { text: ' ', script: 'latin' },
      { text: 'അനു', script: 'malayalam' },
      { text: ' ', script: 'latin' },
      { text: 'હાર્દિક', script: 'gujarati' },
    ]);
    expect(scriptRuns('Tara\u200D ©️ 1️⃣ \u{1fc00}🌟')).toEqual([
      { text: 'Tara © 1 \ufffd', script: 'latin' },
      { text: '🌟', script: 'emoji' },
    ]);
    expect(scriptRuns('می\u200Cرود ۲ שרה © 👍🏽')).toEqual([
      { text: 'می\u200Cرود', script: 'arabic' },
      { text: ' ', script: 'latin' },
      { text: '۲', script: 'arabic' },
      { text: ' ', script: 'latin' },
      { text: 'שרה', script: 'hebrew' },
      { text: ' © ', script: 'latin' },
      { text: '👍🏽', script: 'emoji' },
    ]);
  });
});

describe('putting right-to-left text in drawing order', () => {
  it('leaves left-to-right text in runs of one script, as written', () => {
    expect(drawingOrder('अनिका 2 🌟')).toEqual(scriptRuns('अनिका 2 🌟'));
  });

  it('draws the words of an Arabic or Hebrew name from the right, each run left for the shaper to lay out', () => {
    expect(drawingOrder('נועה כהן 2')).toEqual([
      { text: '2', script: 'latin' },
      { text: ' ', script: 'latin' },
      { text: 'כהן', script: 'hebrew' },
      { text: ' ', script: 'latin' },
      { text: 'נועה', script: 'hebrew' },
    ]);
    expect(drawingOrder('محمد Ali 2')).toEqual([
      { text: 'Ali 2', script: 'latin' },
      { text: ' ', script: 'latin' },
      { text: 'محمد', script: 'arabic' },
    ]);
  });

  it('mirrors brackets, and hands Arabic-Indic digits to the shaper reversed, as it lays them out right to left', () => {
    expect(drawingOrder('حسن (١٢)')).toEqual([
      { text: '(', script: 'latin' },
      { text: '٢١', script: 'arabic' },
      { text: ') ', script: 'latin' },
      { text: 'حسن', script: 'arabic' },
    ]);
    expect(writtenText('٢١')).toBe('١٢');
    expect(writtenText('حسن')).toBe('حسن');
  });

  it('keeps an emoji sequence whole in a right-to-left name', () => {
    expect(drawingOrder('زینب 👩‍🎓')).toEqual([
      { text: '👩‍🎓', script: 'emoji' },
      { text: ' ', script: 'latin' },
      { text: 'زینب', script: 'arabic' },
    ]);
  });
});

describe('splitting lecture periods into tables', () => {
  const fit = { alone: 19, withTotals: 15 };

  it('keeps periods that fit beside the totals in one table', () => {
    expect(columnGroups(15, fit)).toEqual([{ first: 0, end: 15, totals: true }]);
    expect(columnGroups(0, fit)).toEqual([{ first: 0, end: 0, totals: true }]);
  });

  it('cuts the rest evenly into tables that fit, the totals with the last', () => {
    expect(columnGroups(90, fit)).toEqual([
      { first: 0, end: 19, totals: false },
      { first: 19, end: 38, totals: false },
      { first: 38, end: 57, totals: false },
      { first: 57, end: 75, totals: false },
      { first: 75, end: 90, totals: true },
    ]);
    expect(columnGroups(16, fit)).toEqual([
      { first: 0, end: 8, totals: false },
      { first: 8, end: 16, totals: true },
    ]);
  });
});

describe('the fonts', () => {
  it('are read once per process', () => {
    expect(reportFonts()).toBe(reportFonts());
  });
});
