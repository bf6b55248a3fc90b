// The CSV imports: the Teacher page adds `<ImportButton kind={teacherImport} />`.
export { ImportButton } from './ImportButton';
export { studentImport, teacherImport, type ImportKind } from './importKinds';
