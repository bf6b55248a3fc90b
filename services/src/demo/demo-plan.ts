import { addDays, mondayOf } from './demo-dates';
import { NAMES, type NameScript, pickFrom, scriptAt, seededRandom } from './demo-names';

export interface DemoPerson {
  name: string;
  email: string;
}

export interface DemoClass {
  key: string;
  name: string;
  /** Key of the class teacher in `teachers`. */
  classTeacher: string;
}

export interface DemoSubject {
  key: string;
  classKey: string;
  name: string;
  code: string;
  kind: 'core' | 'elective';
  teacher: string;
}

export interface DemoStudent extends DemoPerson {
  rollNumber: string;
  classKey: string;
  script: NameScript;
  /** The chance that they attend a lecture, from 0.60 to 0.98. */
  habit: number;
  /** Code of the elective they take. */
  elective: string;
  /** Emails of their guardians, in `parents`. */
  guardians: string[];
}

export interface DemoSlot {
  classKey: string;
  subjectKey: string;
  weekday: number;
  period: number;
}

export interface DemoCalendarEntry {
  kind: 'holiday' | 'exams';
  name: string;
  startsOn: string;
  endsOn: string;
}

export interface DemoLeave {
  rollNumber: string;
  kind: 'leave' | 'on-duty';
  startsOn: string;
  endsOn: string;
  periods: number[] | null;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  decisionNote: string | null;
  /** Asked by the student's first guardian, or granted by the office itself. */
  askedBy: 'parent' | 'office';
}

export interface DemoPlan {
  institute: { name: string; email: string; phoneNumber: string; address: string };
  year: { name: string; startsOn: string; endsOn: string };
  semester: { name: string; startsOn: string; endsOn: string };
  admin: DemoPerson;
  teachers: Record<string, DemoPerson>;
  classes: DemoClass[];
  subjects: DemoSubject[];
  students: DemoStudent[];
  parents: DemoPerson[];
  slots: DemoSlot[];
  /** Each period's start and end, 'HH:MM'. */
  periodTimes: Array<[string, string]>;
  calendar: DemoCalendarEntry[];
  leave: DemoLeave[];
  /** The people whose sign-ins are printed (the admin's is `admin`). */
  shown: { teacher: string; student: string; parent: string };
}

export const STUDENTS_PER_CLASS = 40;

const PERIOD_TIMES: Array<[string, string]> = [
  ['09:00', '09:45'],
  ['09:50', '10:35'],
  ['10:50', '11:35'],
  ['11:40', '12:25'],
  ['13:10', '13:55'],
];

const CLASSES: DemoClass[] = [
  { key: '11A', name: 'Class 11 - A', classTeacher: 'english' },
  { key: '11B', name: 'Class 11 - B', classTeacher: 'maths11' },
  { key: '12A', name: 'Class 12 - A', classTeacher: 'maths12' },
  { key: '12B', name: 'Class 12 - B', classTeacher: 'physics' },
];

const TEACHERS: Record<string, string> = {
  english: 'Meera Iyer',
  maths11: 'Suresh Kulkarni',
  maths12: 'Farah Khan',
  physics: 'Venkat Raman',
  chemistry: 'Neha Deshpande',
  computing: 'Arjun Menon',
  biology: 'Lakshmi Pillai',
};

/** The subjects of every class, in the order of the timetable's rotation; the last two share their periods. */
const SUBJECTS = [
  { code: 'ENG', name: 'English', kind: 'core', teacher: () => 'english' },
  { code: 'MAT', name: 'Mathematics', kind: 'core', teacher: (classKey: string) => `maths${classKey.slice(0, 2)}` },
  { code: 'PHY', name: 'Physics', kind: 'core', teacher: () => 'physics' },
  { code: 'CHE', name: 'Chemistry', kind: 'core', teacher: () => 'chemistry' },
  { code: 'CS', name: 'Computer Science', kind: 'elective', teacher: () => 'computing' },
  { code: 'BIO', name: 'Biology', kind: 'elective', teacher: () => 'biology' },
] as const;
const ROTATION = 5;

/** Places in a class whose student has a brother or sister at the same place of the class two grades on. */
const SIBLING_PLACES = [0, 6, 12, 18, 24];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

function shuffled<T>(random: () => number, items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

interface Family {
  script: NameScript;
  surname: string;
  guardians: DemoPerson[];
}

function studentsAndParents(random: () => number, domain: string): { students: DemoStudent[]; parents: DemoPerson[] } {
  const count = CLASSES.length * STUDENTS_PER_CLASS;
  // Habits from 60 % to 98 %, spread evenly over the school in a random order.
  const habits = shuffled(
    random,
    Array.from({ length: count }, (_, rank) => 0.6 + (0.38 * rank) / (count - 1)),
  );
  const students: DemoStudent[] = [];
  const parents: DemoPerson[] = [];
  const families = new Map<string, Family>();
  CLASSES.forEach((schoolClass, classIndex) => {
    for (let place = 0; place < STUDENTS_PER_CLASS; place++) {
      const index = classIndex * STUDENTS_PER_CLASS + place;
      const rollNumber = `${schoolClass.key}${String(place + 1).padStart(2, '0')}`;
      const elderKey = classIndex >= 2 && SIBLING_PLACES.includes(place) ? `${CLASSES[classIndex - 2]!.key}:${place}` : null;
      let family = elderKey ? families.get(elderKey) : undefined;
      if (!family) {
        const script = scriptAt(index);
        const names = NAMES[script];
        const surname = pickFrom(random, names.surnames);
        const guardians = [
          { name: `${pickFrom(random, names.fathers)} ${surname}`, email: `parent.${rollNumber.toLowerCase()}@${domain}` },
        ];
        if (index % 3 === 1)
          guardians.push({
            name: `${pickFrom(random, names.mothers)} ${surname}`,
            email: `mother.${rollNumber.toLowerCase()}@${domain}`,
          });
        family = { script, surname, guardians };
        parents.push(...guardians);
        families.set(`${schoolClass.key}:${place}`, family);
      }
      students.push({
        name: `${pickFrom(random, NAMES[family.script].first)} ${family.surname}`,
        email: `${rollNumber.toLowerCase()}@${domain}`,
        rollNumber,
        classKey: schoolClass.key,
        script: family.script,
        habit: Math.round(habits[index]! * 1000) / 1000,
        elective: place % 2 === 0 ? 'CS' : 'BIO',
        guardians: family.guardians.map((guardian) => guardian.email),
      });
    }
  });
  return { students, parents };
}

/** Every class's week: each day's periods rotate through the subjects, shifted by a day and by a class, so a teacher of several classes is never in two at once. */
function timetable(): DemoSlot[] {
  return CLASSES.flatMap((schoolClass, classIndex) =>
    [1, 2, 3, 4, 5].flatMap((weekday) =>
      PERIOD_TIMES.flatMap((_, periodIndex) => {
        const turn = (periodIndex + weekday - 1 + classIndex) % ROTATION;
        const codes = turn === ROTATION - 1 ? ['CS', 'BIO'] : [SUBJECTS[turn]!.code];
        return codes.map((code) => ({
          classKey: schoolClass.key,
          subjectKey: `${schoolClass.key}:${code}`,
          weekday,
          period: periodIndex + 1,
        }));
      }),
    ),
  );
}

/**
 * The whole demo school for an institute whose today is `today`: a semester that began on the Monday ten weeks ago
 * and ends ten weeks from now, its calendar, people and leave. `suffix` names this demo apart from the others (in
 * its name and every address); `seed` picks its names.
 */
export function planDemoSchool(today: string, suffix: string, seed: number): DemoPlan {
  const random = seededRandom(seed);
  const domain = `demo-${suffix}.example.com`;
  const person = (name: string) => ({ name, email: `${slug(name)}@${domain}` });
  const start = mondayOf(addDays(today, -70));
  // A school day of the semester: `week` weeks after its first Monday, on `weekday` (1 = Monday).
  const day = (week: number, weekday: number) => addDays(start, week * 7 + weekday - 1);
  const yearStart = `${start.slice(0, 4)}-${start.slice(5, 7)}-01`;
  const startYear = Number(start.slice(0, 4));
  const { students, parents } = studentsAndParents(random, domain);

  return {
    institute: {
      name: `Sunrise Public School (demo ${suffix})`,
      email: `office@${domain}`,
      phoneNumber: '+91 20 4000 0000',
      address: 'Demo institute: every person in it is made up\nPune 411001',
    },
    year: {
      name: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
      startsOn: yearStart,
      endsOn: addDays(yearStart, 364),
    },
    semester: { name: 'Semester 1', startsOn: start, endsOn: day(19, 6) },
    admin: person('Asha Rao'),
    teachers: Object.fromEntries(Object.entries(TEACHERS).map(([key, name]) => [key, person(name)])),
    classes: CLASSES,
    subjects: CLASSES.flatMap((schoolClass) =>
      SUBJECTS.map((subject) => ({
        key: `${schoolClass.key}:${subject.code}`,
        classKey: schoolClass.key,
        name: subject.name,
        code: subject.code,
        kind: subject.kind,
        teacher: subject.teacher(schoolClass.key),
      })),
    ),
    students,
    parents,
    slots: timetable(),
    periodTimes: PERIOD_TIMES,
    calendar: [
      { kind: 'holiday', name: "Founders' Day", startsOn: day(3, 3), endsOn: day(3, 3) },
      { kind: 'exams', name: 'Unit Test 1', startsOn: day(6, 5), endsOn: day(6, 5) },
      { kind: 'holiday', name: 'Mid-term break', startsOn: day(12, 4), endsOn: day(12, 5) },
    ],
    leave: [
      {
        rollNumber: '11A01',
        kind: 'leave',
        startsOn: day(4, 2),
        endsOn: day(4, 3),
        periods: null,
        reason: 'Fever',
        status: 'approved',
        decisionNote: null,
        askedBy: 'parent',
      },
      {
        rollNumber: '11B08',
        kind: 'leave',
        startsOn: day(5, 1),
        endsOn: day(5, 1),
        periods: null,
        reason: 'Family function in Nashik',
        status: 'approved',
        decisionNote: null,
        askedBy: 'parent',
      },
      {
        rollNumber: '12A15',
        kind: 'leave',
        startsOn: day(7, 4),
        endsOn: day(7, 5),
        periods: null,
        reason: 'Cousin’s wedding',
        status: 'approved',
        decisionNote: null,
        askedBy: 'parent',
      },
      {
        rollNumber: '12B22',
        kind: 'leave',
        startsOn: day(8, 3),
        endsOn: day(8, 3),
        periods: [1, 2],
        reason: 'Dental appointment',
        status: 'approved',
        decisionNote: null,
        askedBy: 'parent',
      },
      {
        rollNumber: '11B30',
        kind: 'leave',
        startsOn: day(6, 1),
        endsOn: day(6, 1),
        periods: null,
        reason: 'Cricket match',
        status: 'rejected',
        decisionNote: 'Not a school event',
        askedBy: 'parent',
      },
      {
        rollNumber: '12A05',
        kind: 'on-duty',
        startsOn: day(7, 3),
        endsOn: day(7, 3),
        periods: null,
        reason: 'Inter-school science quiz',
        status: 'approved',
        decisionNote: null,
        askedBy: 'office',
      },
      {
        rollNumber: '12B06',
        kind: 'on-duty',
        startsOn: day(7, 3),
        endsOn: day(7, 3),
        periods: null,
        reason: 'Inter-school science quiz',
        status: 'approved',
        decisionNote: null,
        askedBy: 'office',
      },
      {
        rollNumber: '11A02',
        kind: 'leave',
        startsOn: day(11, 1),
        endsOn: day(11, 2),
        periods: null,
        reason: 'Grandmother’s surgery in Madurai',
        status: 'pending',
        decisionNote: null,
        askedBy: 'parent',
      },
      {
        rollNumber: '12A20',
        kind: 'leave',
        startsOn: day(11, 3),
        endsOn: day(11, 3),
        periods: null,
        reason: 'Passport appointment',
        status: 'pending',
        decisionNote: null,
        askedBy: 'parent',
      },
    ],
    shown: { teacher: 'english', student: '11A01', parent: `parent.11a01@${domain}` },
  };
}
