import { counted, type ImportKind } from './importKinds';

type Noun = ImportKind['noun'];

/** The words of the import screen, written once. */
export const importTexts = {
  fileHeading: 'The file',
  columnsIntro: 'The first line names the columns, in any order; case and spaces do not matter:',
  otherNames: 'Other names each column is read by',
  optional: ' (optional)',
  aliases: (names: readonly string[]) => ` or ${names.join(', ')}`,
  template: 'Download a template',
  choiceLabel: 'If some lines have problems',
  allOrNothing: 'Import nothing until every line is right',
  allOrNothingHelp: 'The file is saved all or none.',
  goodLines: 'Import the good lines, download the others',
  goodLinesHelp: 'Lines with problems are left out and offered as a CSV file saying what is wrong with each.',
  semesterLabel: 'Semester',
  currentSemester: 'The current semester',
  inFile: (semesterName?: string) => (semesterName ? `in the file, for ${semesterName}` : 'in the file'),
  nothingSaved: 'Nothing was saved. Fix the file and choose it again.',
  nothingSavedYet: 'Nothing was saved yet. Fix the file and choose it again, or import the good lines and download these.',
  goodLinesPlan: (good: number, noun: Noun, left: number) =>
    `${counted(good, noun)} will be imported; ${left === 1 ? '1 line' : `${left} lines`} with problems will be left out.`,
  savingAll: 'They are saved together, all or none.',
  savingGood: 'The lines with problems are left out.',
  imported: (created: number, noun: Noun) => `Imported ${counted(created, noun)}`,
  leftOut: (skipped: number) =>
    `${skipped === 1 ? '1 line with problems was' : `${skipped} lines with problems were`} left out. Download them, fix them and import that file: its error column is not read.`,
  downloadLeftOut: (skipped: number) => `Download the ${skipped === 1 ? 'line' : `${skipped} lines`} left out`,
} as const;
