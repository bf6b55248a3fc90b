/** The benchmark's institute data: class names, and a CSV of students with one guardian each, spread over the classes. */
export const className = (index: number) => `Class ${String(index + 1).padStart(2, '0')}`;

export interface GeneratedStudent {
  name: string;
  email: string;
  rollNumber: string;
  className: string;
}

/** Students of one run: `tag` keeps the emails of different runs apart (emails are unique per role across institutes). */
export function generateStudents(tag: string, count: number, classCount: number): GeneratedStudent[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Student ${i + 1} ${tag}`,
    email: `student${i + 1}.${tag}@bench.test`,
    rollNumber: `${i + 1}`,
    className: className(i % classCount),
  }));
}

/** The import file: the header the import names, then one line per student with a guardian of their own. */
export function studentsCsv(students: GeneratedStudent[], tag: string): string {
  const lines = students.map(
    (student, i) =>
      `${student.name},${student.email},${student.rollNumber},${student.className},Parent ${i + 1},parent${i + 1}.${tag}@bench.test`,
  );
  lines.unshift('name,email,rollNumber,class,guardianName,guardianEmail');
  return `${lines.join('\n')}\n`;
}
