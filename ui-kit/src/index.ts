// @rollcall/ui-kit: the shared pieces of SPEC §2. Styles: import '@rollcall/ui-kit/tokens.css' once per app.
export type * from './types';
export { Button } from './Button/Button';
export { TextInput } from './TextInput/TextInput';
export { Select, SELECT_PLACEHOLDER, SEARCH_PLACEHOLDER, NO_OPTIONS_FOUND, NO_OPTIONS_AVAILABLE } from './Select/Select';
export { Toast, TOAST_DURATION_MS, TOAST_FADE_MS } from './Toast/Toast';
export { Notice } from './Notice/Notice';
export { StatCard } from './cards/StatCard';
export { ActionCard } from './cards/ActionCard';
export { Dialog } from './Dialog/Dialog';
export { ContactDetails } from './ContactDetails/ContactDetails';
export { Spinner } from './Spinner/Spinner';
export { LoadingScreen, DEFAULT_LOADING_MESSAGE } from './Spinner/LoadingScreen';
export { useTimedNotice, NOTICE_DURATION_MS, type TimedNotice, type TimedNoticeControls } from './useTimedNotice';
export { cx } from './classNames';
