// The CSV imports: the Teacher page adds `<ImportButton kind={teacherImport} />`.
export { ImportButton } from './ImportButton';
export { enrolmentImport, studentImport, subjectImport, teacherImport, type ImportKind } from './importKinds';
