// @rollcall/ui-kit/forms: the pieces that take input and report what became of it: fields, the schema form
// hook with its notices and buttons, the dialogs that submit, and the toast and timed notice after a submit.
// Its pieces import the basics from '@rollcall/ui-kit', never by relative path, so this shared chunk holds no copy of them.
export { TextInput, type TextInputProps } from './TextInput/TextInput';
export {
  Select,
  SELECT_PLACEHOLDER,
  SEARCH_PLACEHOLDER,
  NO_OPTIONS_FOUND,
  NO_OPTIONS_AVAILABLE,
  type SelectOption,
  type SelectProps,
} from './Select/Select';
export { DateField, type DateFieldProps } from './DateField/DateField';
export { FileField, type FileFieldProps } from './FileField/FileField';
export { SegmentedControl, type SegmentedControlProps, type SegmentOption } from './SegmentedControl/SegmentedControl';
export { CheckboxList, type CheckboxListProps, type CheckboxOption } from './CheckboxList/CheckboxList';
export { Switch, type SwitchProps } from './Switch/Switch';
export { RadioList, type RadioListProps, type RadioOption } from './RadioList/RadioList';
export { PresenceToggle, type Presence, type PresenceToggleProps } from './SegmentedControl/PresenceToggle';
export {
  useSchemaForm,
  type FieldProps,
  type FormErrors,
  type FormValues,
  type SchemaFormOptions,
} from './forms/useSchemaForm';
export { firstMessagePerField, wholePath, type FieldOf, type FormSchema, type SchemaIssue } from './forms/schema';
export { FormNotices, type FormStatus } from './forms/FormNotices';
export { FormButtons, type FormButtonsProps } from './forms/FormButtons';
export { ActionDialog, type ActionDialogProps } from './Dialog/ActionDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './Dialog/ConfirmDialog';
export { DialogForm, DialogNote, type DialogFormProps, type DialogNoteProps } from './Dialog/DialogForm';
export { SaveChangesDialog } from './Dialog/SaveChangesDialog';
export { Toast, TOAST_DURATION_MS, TOAST_FADE_MS, type ToastProps } from './Toast/Toast';
export type { ToastType } from './Toast/toastLook';
export { DoneNotice } from './Notice/DoneNotice';
export { useTimedNotice, NOTICE_DURATION_MS, type TimedNotice, type TimedNoticeControls } from './useTimedNotice';
export { SearchField, matchesSearch } from './SearchField/SearchField';
