import { downloadableScreen } from '@rollcall/ui-kit/pages';

/** Email settings, downloaded when first opened: the portal's first page is the attendance. */
export const emailSettingsScreen = downloadableScreen(() => import('./EmailSettingsPage').then((page) => page.EmailSettingsPage));
