import { act, screen, within } from '@testing-library/react';
import { ok } from '@rollcall/api-client/testing';
import { chooseLanguage } from '@rollcall/i18n';
import { renderAdmin } from '../../test/area';
import { teacherFixtures } from '../../test/fixtures';
import { adminGateway } from '../../test/gateway';
import { adminTexts } from '../texts/texts';

beforeEach(() => localStorage.clear());
afterEach(() => act(() => chooseLanguage('en')));

describe('Teacher page in a language the office has no catalogue of', () => {
  it('finds no Tamil catalogue and reads in English', async () => {
    await expect(adminTexts.textsIn('ta')).rejects.toThrow();
    chooseLanguage('ta');
    adminGateway({ 'GET /admin/teachers': ok({ teachers: Object.values(teacherFixtures) }) });
    renderAdmin('/admin/teacher');
    const table = await screen.findByRole('table', { name: 'Teachers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Teacher' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Subjects', 'Roles', 'Actions']);
    expect(screen.getByRole('button', { name: 'Edit Meera Iyer' })).toBeInTheDocument();
    expect(adminTexts.loaded('ta')).toBeUndefined();
  });
});
