import { type EligibilityStudent, type EligibilitySubject, formatDay } from '@rollcall/contracts';
import { type EligibilityDocument, eligibilityPdf } from '../src/eligibility/eligibility-pdf';
import { classSections } from '@rollcall/contracts';
import { eligibilityLines, rowsDigest } from '../src/eligibility/eligibility-rows';
import { eligibility } from '../src/standing/attendance-standing';
import { type DrawnPage, readDrawing, readPdf } from './support/pdf-reading';

const RULES = { threshold: 75, condonationFloor: 65 };
const uuid = (kind: number, n: number) => `00000000-0000-4000-8${kind}00-${String(n).padStart(12, '0')}`;

/** A subject's figures worked out by the one rule, from what was marked, granted and is left. */
function subject(code: string, present: number, total: number, granted = 0, lecturesLeft = 10): EligibilitySubject {
  const subjectId = uuid(2, Number.parseInt(code.replace(/\D/g, ''), 10) || code.length);
  return {
    subjectId,
    code,
    name: `${code} name`,
    present,
    total,
    lecturesLeft,
    ...eligibility({ present, total, granted, lecturesLeft }, RULES),
  };
}

let studentNumber = 0;
function student(className: string | null, rollNumber: string, name: string, subjects: EligibilitySubject[]): EligibilityStudent {
  studentNumber += 1;
  return { studentId: uuid(1, studentNumber), name, rollNumber, className, subjects };
}

function documentOf(students: EligibilityStudent[], instituteName = 'Sunrise Public School'): EligibilityDocument {
  return {
    instituteName,
    timeZone: 'Asia/Kolkata',
    // 12:00 in Kolkata.
    generatedAt: new Date('2026-11-16T06:30:00Z'),
    list: {
      threshold: RULES.threshold,
      condonationFloor: RULES.condonationFloor,
      asOf: '2026-11-16',
      semester: { id: uuid(3, 1), name: 'Monsoon 2026', startsOn: '2026-07-01', endsOn: '2026-11-30' },
      students,
    },
  };
}

/** Subject codes SUB1, SUB2, …: each number gives its own subject id. */
const codes = (count: number) => Array.from({ length: count }, (_, index) => `SUB${index + 1}`);

const LONG_NAME = 'Mohammed Abdul Rahman bin Abdullah Al-Ansari Al-Qureshi';

// The first read loads pdf.js, compiled for Jest once.
jest.setTimeout(60_000);

async function pagesOf(document: EligibilityDocument) {
  const file = await eligibilityPdf(document);
  const read = await readPdf(file);
  return { file, read, pages: read.map((page) => page.lines.join('\n')) };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A line holding these texts in order, separated by blanks. */
const lineWith = (...texts: string[]) => new RegExp(`(^|\\n)${texts.map(literal).join('\\s+')}($|\\n)`);
/** A line starting with these texts, separated by blanks. */
const lineStarting = (...texts: string[]) => new RegExp(`(^|\\n)${texts.map(literal).join('\\s+')}\\s`);

/** What every page of the list must carry. */
function expectFramed(pages: string[], document: EligibilityDocument) {
  const digest = rowsDigest(eligibilityLines(document.list.students));
  pages.forEach((page, index) => {
    expect(page).toContain(document.instituteName);
    expect(page).toContain('Generated 16 Nov 2026, 12:00 IST');
    expect(page).toContain('Exam eligibility · Monsoon 2026 · As of 16 Nov 2026 · Threshold 75.0% · Condonation floor 65.0%');
    expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    expect(page).toContain(`SHA-256 of the list’s rows (the lines of its CSV file after the header, as UTF-8): ${digest}`);
  });
}

describe('the exam cell’s eligibility PDF', () => {
  it('names the institute, the terms and the digest of the rows, and shows each class with its own subjects', async () => {
    const document = documentOf([
      student('Class 8 - A', 'A-01', 'Asha Rao', [subject('ENG1', 36, 40), subject('MATH2', 28, 40, 2), subject('SCI3', 20, 40)]),
      // Not taking SCI3: its cell stays empty.
      student('Class 8 - A', 'A-02', 'Bilal Khan', [subject('ENG1', 29, 40), subject('MATH2', 40, 40)]),
      student('Class 9 - B', 'B-01', 'Chitra Iyer', [subject('HIN4', 30, 40), subject('PHY5', 0, 0)]),
    ]);
    const { read, pages } = await pagesOf(document);

    expect(read.map((page) => page.size)).toEqual([
      [841.89, 595.28],
      [841.89, 595.28],
    ]);
    expectFramed(pages, document);
    const [first, second] = pages as [string, string];
    expect(first).toMatch(/Class 8 - A 2 students/);
    expect(first).toContain('ENG1 ENG1 name · MATH2 MATH2 name · SCI3 SCI3 name');
    expect(first).toMatch(lineWith('Roll number', 'Name', 'ENG1', 'MATH2', 'SCI3'));
    // 28 + 2 condoned of 40 is 75 %: condoned lectures lift to the threshold.
    expect(first).toMatch(lineWith('A-01', 'Asha Rao', '90.0% E', '75.0% E +2', '50.0% S'));
    expect(first).toMatch(lineWith('A-02', 'Bilal Khan', '72.5% C', '100.0% E'));
    expect(first).not.toContain('HIN4');
    expect(first).not.toContain('Chitra Iyer');
    expect(second).toMatch(/Class 9 - B 1 student/);
    expect(second).toMatch(lineWith('Roll number', 'Name', 'HIN4', 'PHY5'));
    // Before any lecture a subject has no percentage and counts as eligible.
    expect(second).toMatch(lineWith('B-01', 'Chitra Iyer', '75.0% E', '– E'));
    expect(second).not.toContain('SCI3');
    expect(first).toContain('E eligible · C needs condonation · S short (bold, shaded) · +n lectures condoned');
  });

  it('carries the digest of exactly the CSV’s rows: another figure gives another digest', async () => {
    const students = [student('Class 8 - A', 'A-01', 'Asha Rao', [subject('ENG1', 36, 40)])];
    const changed = [{ ...students[0]!, subjects: [subject('ENG1', 35, 40)] }];
    const [{ pages }, { pages: changedPages }] = await Promise.all([pagesOf(documentOf(students)), pagesOf(documentOf(changed))]);

    const digestOf = (page: string) => /as UTF-8\): ([0-9a-f]{64})/.exec(page)?.[1];
    expect(digestOf(pages[0]!)).toBe(rowsDigest(eligibilityLines(students)));
    expect(digestOf(changedPages[0]!)).toBe(rowsDigest(eligibilityLines(changed)));
    expect(digestOf(changedPages[0]!)).not.toBe(digestOf(pages[0]!));
  });

  it('runs a long class over pages, each with the frame, the class and its headings, every student once', async () => {
    const students = Array.from({ length: 130 }, (_, index) =>
      student('Class 10 - C', `C-${String(index + 1).padStart(3, '0')}`, `Student ${index + 1}`, [
        subject('ENG1', 20 + (index % 21), 40),
        subject('MATH2', 30, 40),
      ]),
    );
    const document = documentOf(students);
    const { pages } = await pagesOf(document);

    expect(pages.length).toBeGreaterThan(1);
    expectFramed(pages, document);
    for (const page of pages) {
      expect(page).toMatch(/Class 10 - C 130 students/);
      expect(page).toMatch(lineWith('Roll number', 'Name', 'ENG1', 'MATH2'));
    }
    const text = pages.join('\n');
    for (const { rollNumber, name } of students) expect(text).toMatch(lineStarting(rollNumber, name));
    expect(text.match(/\bC-\d{3}\b/g)).toHaveLength(students.length);
  });

  it('splits a class with more subjects than fit across a page into tables, every student in each', async () => {
    const subjects = codes(16);
    const students = ['Asha Rao', 'Bilal Khan'].map((name, index) =>
      student(
        'Class 12 - D',
        `D-0${index + 1}`,
        name,
        subjects.map((code) => subject(code, 35, 40)),
      ),
    );
    const document = documentOf(students);
    const { pages } = await pagesOf(document);

    expect(pages).toHaveLength(2);
    expectFramed(pages, document);
    expect(pages[0]).toMatch(/Class 12 - D 2 students · subjects 1–8 of 16/);
    expect(pages[1]).toMatch(/Class 12 - D 2 students · subjects 9–16 of 16/);
    expect(pages[0]).toMatch(lineWith('Roll number', 'Name', ...subjects.slice(0, 8)));
    expect(pages[1]).toMatch(lineWith('Roll number', 'Name', ...subjects.slice(8)));
    for (const page of pages) {
      expect(page).toMatch(lineWith('D-01', 'Asha Rao', ...Array<string>(8).fill('87.5% E')));
      expect(page).toMatch(lineWith('D-02', 'Bilal Khan', ...Array<string>(8).fill('87.5% E')));
    }
  });

  it('draws Devanagari, Tamil and Arabic names, and a Hindi institute, with their fonts’ glyphs, and wraps a long name', async () => {
    const names = ['अनिका शर्मा', 'தமிழ்செல்வி', 'क्षितिज त्रिपाठी 2', 'فاطمة الزهراء', LONG_NAME];
    const document = documentOf(
      names.map((name, index) => student('कक्षा 8', `H-0${index + 1}`, name, [subject('ENG1', 36, 40)])),
      'विद्या निकेतन',
    );
    const { pages, file } = await pagesOf(document);

    expect(pages).toHaveLength(1);
    expectFramed(pages, document);
    const page = pages[0]!;
    expect(page).toContain('कक्षा 8 5 students');
    for (const [index, name] of names.slice(0, 3).entries()) expect(page).toMatch(lineWith(`H-0${index + 1}`, name, '90.0% E'));
    // Each word reads as written; an Arabic name's words are drawn from the right.
    expect(page).toMatch(lineWith('H-04', 'الزهراء فاطمة', '90.0% E'));
    // A name too long for its cell goes on in a second line of the same row, before the next student.
    const lines = page.split('\n');
    const first = lines.findIndex((line) => line.startsWith('H-05 '));
    const firstLine = /^H-05 (.+) 90\.0% E$/.exec(lines[first]!)?.[1];
    expect(firstLine).toBeDefined();
    expect(`${firstLine} ${lines[first + 1]}`).toBe(LONG_NAME);

    const [{ glyphs, fonts }] = (await readDrawing(file)) as [DrawnPage];
    expect(glyphs.filter((glyph) => glyph.notdef)).toEqual([]);
    expect(fonts).toEqual(
      expect.arrayContaining([
        'NotoSans-Regular',
        'NotoSans-Bold',
        'NotoSansDevanagari-Regular',
        'NotoSansDevanagari-Bold',
        'NotoSansTamil-Regular',
        'NotoSansArabic-Regular',
      ]),
    );
    expect(fonts.filter((font) => font.startsWith('(not embedded)'))).toEqual([]);
  });

  it('lets other work of the process have turns while it draws a long class', async () => {
    const students = Array.from({ length: 600 }, (_, index) =>
      student('Class 10 - C', `C-${index + 1}`, `Student ${index + 1}`, [subject('ENG1', 30, 40)]),
    );
    // The fonts are read first, so that their reading gives no turn.
    await eligibilityPdf(documentOf([]));
    let drawn = false;
    let turns = 0;
    const otherWork = () => {
      turns += 1;
      if (!drawn) setImmediate(otherWork);
    };
    setImmediate(otherWork);
    await eligibilityPdf(documentOf(students));
    drawn = true;

    // A turn after every hundred rows.
    expect(turns).toBeGreaterThanOrEqual(5);
  });

  it('is a one-page PDF saying no student is listed when the list is empty', async () => {
    const document = documentOf([]);
    const { file, pages } = await pagesOf(document);

    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toHaveLength(1);
    expectFramed(pages, document);
    expect(pages[0]).toContain('No student is listed');
    // The digest of no rows is that of no bytes.
    expect(pages[0]).toContain('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('shows the as-of day as the list gives it', async () => {
    const document = documentOf([student('Class 8 - A', 'A-01', 'Asha Rao', [subject('ENG1', 36, 40)])]);
    document.list.asOf = '2026-09-01';
    const { pages } = await pagesOf(document);
    expect(pages[0]).toContain(`As of ${formatDay('2026-09-01')}`);
    expect(pages[0]).not.toContain('As of 16 Nov 2026');
  });
});

describe('cutting the list into classes', () => {
  it('keeps the list’s order of classes and students, and gives each class every subject its students take, by code', () => {
    const a1 = student('A', '1', 'One', [subject('ENG1', 1, 2), subject('SCI3', 1, 2)]);
    const a2 = student('A', '2', 'Two', [subject('ENG1', 1, 2), subject('ART2', 1, 2)]);
    const none = student(null, '3', 'Three', [subject('ENG1', 1, 2)]);
    const sections = classSections([a1, a2, none]);

    expect(
      sections.map((section) => [section.className, section.students.map((s) => s.name), section.subjects.map((s) => s.code)]),
    ).toEqual([
      ['A', ['One', 'Two'], ['ART2', 'ENG1', 'SCI3']],
      [null, ['Three'], ['ENG1']],
    ]);
  });
});
