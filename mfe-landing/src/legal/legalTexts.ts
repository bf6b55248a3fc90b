export interface LegalDocument {
  title: string;
  paragraphs: string[];
}

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  paragraphs: [
    'RollCall stores only what it needs to run attendance for your institute: the institute’s name, email, phone number and address; the name, email and role of each person who signs in; the classes, subjects and lectures you set up; and the Present or Absent marks recorded for each student.',
    'The data is used to provide the service to your institute: taking attendance, showing dashboards and reports, and sending the daily email summaries. It is never sold and never used for advertising. RollCall sets a single session cookie to keep you signed in and uses no tracking or advertising cookies.',
    'Each institute sees only its own data. Passwords are stored as one-way hashes, and attendance records cannot be altered once saved: corrections are recorded as new entries.',
    'Your institute can ask us for a copy of its data or for its deletion at any time through the contact options on this page.',
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  paragraphs: [
    'RollCall is provided to institutes on an annual subscription. The price depends on the number of students: ₹15 per student per month for up to 1,000 students and ₹12 per student per month above 1,000, billed annually. Every plan includes all features.',
    'Accounts are created by your institute’s administrators, not by self sign-up. Your institute is responsible for the accuracy of the data it enters and for keeping its users’ sign-in details confidential.',
    'Attendance records are kept as an immutable history. Corrections are added as new entries that name who made them and why.',
    'We provide support by email, WhatsApp and phone, including live onboarding help. Either party may end the subscription at the end of a billing year; your institute may export its reports as PDF or CSV before it ends.',
  ],
};
