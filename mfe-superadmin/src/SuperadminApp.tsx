import { Navigate, Route, Routes } from 'react-router-dom';
import { HomePage } from './home/HomePage';
import { AddInstitutePage } from './institutes/AddInstitutePage';
import { InstitutesHubPage } from './institutes/InstitutesHubPage';
import { AddAdminPage } from './admins/AddAdminPage';
import { ManageAdminsPage } from './admins/ManageAdminsPage';
import { RegistrationRequestsPage } from './registrations/RegistrationRequestsPage';
import { useMountPath } from '@rollcall/federation/mount-path';
import { EnglishArea } from '@rollcall/i18n';

/**
 * The super admin area, relative to wherever the shell mounts it (/superadmin/*). It reads in English, ui-kit's words
 * and dates included, until its catalogues have another language.
 */
export default function SuperadminApp() {
  const mountPath = useMountPath();
  return (
    <EnglishArea.Provider value>
      <Routes>
        <Route index element={<Navigate to={`${mountPath}/home`} replace />} />
        <Route path="home" element={<HomePage />} />
        <Route path="add-institute" element={<AddInstitutePage />} />
        <Route path="view-institutes" element={<InstitutesHubPage />} />
        <Route path="add-admin" element={<AddAdminPage />} />
        <Route path="view-admins" element={<ManageAdminsPage />} />
        <Route path="registrations" element={<RegistrationRequestsPage />} />
        <Route path="*" element={<Navigate to={`${mountPath}/home`} replace />} />
      </Routes>
    </EnglishArea.Provider>
  );
}
