/**
 * The admin's setup screens as a person fills them in: each adds one thing through its dialog. Written once for
 * the suites that set up a school through the screens (academic-setup, first-hour).
 */
import type { Locator, Page } from 'playwright-core';
import { gone } from './page-checks';

export const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

interface Span {
  name: string;
  startsOn: string;
  endsOn: string;
}

/** Fills a name-and-dates dialog and presses its button (named as the dialog). */
async function fillSpan(dialog: Locator, button: string, { name, startsOn, endsOn }: Span): Promise<void> {
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Starts on').fill(startsOn);
  await dialog.getByLabel('Ends on').fill(endsOn);
  await dialog.getByRole('button', { name: button }).click();
}

/** On Years & semesters: adds a year, and waits for its dialog to close. */
export async function addAcademicYear(page: Page, year: Span): Promise<void> {
  await page.getByRole('button', { name: 'Add academic year' }).click();
  const dialog = dialogNamed(page, 'Add academic year');
  await fillSpan(dialog, 'Add academic year', year);
  await gone(dialog);
}

/** On Years & semesters: sends a semester of the year; gives its dialog, still open while it shows a refusal. */
export async function addSemester(page: Page, yearName: string, semester: Span): Promise<Locator> {
  await page.getByRole('button', { name: 'Add semester' }).click();
  const dialog = dialogNamed(page, `Add semester to ${yearName}`);
  await fillSpan(dialog, 'Add semester', semester);
  return dialog;
}

/** On Classes: adds a class, and waits for its dialog to close. */
export async function addClass(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add class' }).first().click();
  const dialog = dialogNamed(page, 'Add class');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add class' }).click();
  await gone(dialog);
}

/** On Teacher: adds a teacher (mailed a sign-in), and waits for its dialog to close. */
export async function addTeacher(page: Page, teacher: { name: string; email: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add teacher' }).first().click();
  const dialog = dialogNamed(page, 'Add teacher');
  await dialog.getByLabel('Name').fill(teacher.name);
  await dialog.getByLabel('Email').fill(teacher.email);
  await dialog.getByRole('button', { name: 'Add teacher' }).click();
  await gone(dialog);
}
