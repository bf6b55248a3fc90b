// @rollcall/ui-kit/forms: the pieces that take input and report what became of it: fields, the schema form
// hook with its notices and buttons, the dialogs that submit, and the toast and timed notice after a submit.
// Its pieces import the basics from '@rollcall/ui-kit', never by relative path, so this shared chunk holds no copy of them.
export type {
  ActionDialogProps,
  CheckboxListProps,
  CheckboxOption,
  ConfirmDialogProps,
  DateFieldProps,
  DialogFormProps,
  DialogNoteProps,
  FileFieldProps,
  FormButtonsProps,
  Presence,
  PresenceToggleProps,
  SegmentedControlProps,
  SegmentOption,
  SelectOption,
  SelectProps,
  SwitchProps,
  TextInputProps,
  ToastProps,
  ToastType,
} from './types';
export { TextInput } from './TextInput/TextInput';
export { Select, SELECT_PLACEHOLDER, SEARCH_PLACEHOLDER, NO_OPTIONS_FOUND, NO_OPTIONS_AVAILABLE } from './Select/Select';
export { DateField } from './DateField/DateField';
export { FileField } from './FileField/FileField';
export { SegmentedControl } from './SegmentedControl/SegmentedControl';
export { CheckboxList } from './CheckboxList/CheckboxList';
export { Switch } from './Switch/Switch';
export { PresenceToggle } from './SegmentedControl/PresenceToggle';
export {
  useSchemaForm,
  type FieldProps,
  type FormErrors,
  type FormValues,
  type SchemaFormOptions,
} from './forms/useSchemaForm';
export { firstMessagePerField, wholePath, type FieldOf, type FormSchema, type SchemaIssue } from './forms/schema';
export { FormNotices, type FormStatus } from './forms/FormNotices';
export { FormButtons } from './forms/FormButtons';
export { ActionDialog } from './Dialog/ActionDialog';
export { ConfirmDialog } from './Dialog/ConfirmDialog';
export { DialogForm, DialogNote } from './Dialog/DialogForm';
export { SaveChangesDialog } from './Dialog/SaveChangesDialog';
export { Toast, TOAST_DURATION_MS, TOAST_FADE_MS } from './Toast/Toast';
export { DoneNotice } from './Notice/DoneNotice';
export { useTimedNotice, NOTICE_DURATION_MS, type TimedNotice, type TimedNoticeControls } from './useTimedNotice';
export { SearchField, matchesSearch } from './SearchField/SearchField';
