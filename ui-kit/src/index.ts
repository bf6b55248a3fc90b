// @rollcall/ui-kit: the pieces every frontend shares. Styles: import '@rollcall/ui-kit/tokens.css' once per app.
// Nothing here imports @rollcall/contracts or zod at run time: ui-kit loads on the first paint of '/'.
export type * from './types';
export { Button } from './Button/Button';
export { TextInput } from './TextInput/TextInput';
export { Select, SELECT_PLACEHOLDER, SEARCH_PLACEHOLDER, NO_OPTIONS_FOUND, NO_OPTIONS_AVAILABLE } from './Select/Select';
export { Toast, TOAST_DURATION_MS, TOAST_FADE_MS } from './Toast/Toast';
export { Notice } from './Notice/Notice';
export { RetryNotice } from './Notice/RetryNotice';
export { StatCard } from './cards/StatCard';
export { ActionCard } from './cards/ActionCard';
export { Dialog } from './Dialog/Dialog';
export { ActionDialog } from './Dialog/ActionDialog';
export { ConfirmDialog } from './Dialog/ConfirmDialog';
export { SaveChangesDialog } from './Dialog/SaveChangesDialog';
export { ContactDetails } from './ContactDetails/ContactDetails';
export { DetailList } from './ContactDetails/DetailList';
export { Card } from './Card/Card';
export { Spinner } from './Spinner/Spinner';
export { LoadingScreen, DEFAULT_LOADING_MESSAGE } from './Spinner/LoadingScreen';
export { useTimedNotice, NOTICE_DURATION_MS, type TimedNotice, type TimedNoticeControls } from './useTimedNotice';
export { cx } from './classNames';
export {
  useSchemaForm,
  type FieldProps,
  type FormErrors,
  type FormValues,
  type SchemaForm,
  type SchemaFormOptions,
} from './forms/useSchemaForm';
export type { FormSchema, SchemaIssue } from './forms/schema';
export { FormNotices, type FormStatus } from './forms/FormNotices';
export { FormButtons } from './forms/FormButtons';
export { Page } from './Page/Page';
export { Screen } from './Page/Screen';
export { Panel } from './Page/Panel';
export { ListLoading } from './ListState/ListLoading';
export { ListFailure } from './ListState/ListFailure';
export { ListEmpty } from './ListState/ListEmpty';
export { Table } from './Table/Table';
export { SegmentedControl } from './SegmentedControl/SegmentedControl';
export { PresenceToggle } from './SegmentedControl/PresenceToggle';
export { DateField } from './DateField/DateField';
