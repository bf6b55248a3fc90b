export interface FaqItem {
  question: string;
  answer: string;
}

export const faqs: FaqItem[] = [
  {
    question: 'Is there a mobile app?',
    answer:
      'RollCall is a web application that works in any modern browser on phones, tablets and computers, so there is nothing to install and nothing to update.',
  },
  {
    question: 'How is attendance taken?',
    answer:
      'Attendance is recorded per lecture, and each student is marked either Present or Absent. A teacher can mark a whole class in seconds.',
  },
  {
    question: 'Can attendance records be changed after they are saved?',
    answer:
      'Saved records are immutable. A correction is stored as a new entry that says what it replaces, who made it and why, so the history is always complete.',
  },
  {
    question: 'How do teachers, students and parents get their accounts?',
    answer:
      'Accounts are not self-service. Your institute’s administrators create them, and each person signs in with the role they were given.',
  },
  {
    question: 'What happens when a student drops a subject?',
    answer: 'Attendance recorded before the drop is kept, and lectures held after it are not counted against the student.',
  },
  {
    question: 'Which reports can we download?',
    answer:
      'Daily, weekly and monthly trends and subject-wise and class-wise summaries, downloadable as PDF or CSV. Students also receive a daily email summary with their attendance percentage and per-lecture status.',
  },
  {
    question: 'How does billing work?',
    answer:
      'Billing is annual and based on the number of students: ₹15 per student per month for up to 1,000 students, and ₹12 per student per month above 1,000. Every plan includes all features.',
  },
  {
    question: 'How long does it take to get started?',
    answer:
      'After you sign up, our representative calls to verify your institute and activates your access. You then set up classes, subjects, academic years, students and teachers, with live onboarding help from our team.',
  },
];
