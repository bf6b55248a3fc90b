// @rollcall/ui-kit: the basics every screen uses: buttons, dialogs, spinners, notices. Forms and signed-in
// pages have their own entries ('@rollcall/ui-kit/forms', '@rollcall/ui-kit/pages'), each shared on its own,
// so a page loads only what it uses; the first paint of '/' loads none of them (the landing page takes `cx`
// from the unshared '@rollcall/ui-kit/class-names'). Styles: import '@rollcall/ui-kit/tokens.css' once per
// app. Nothing here imports @rollcall/contracts or zod at run time.
export { Badge, type BadgeProps } from './Badge/Badge';
export { Button, type ButtonProps } from './Button/Button';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { Notice, type NoticeProps } from './Notice/Notice';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export { LoadingScreen, DEFAULT_LOADING_MESSAGE, type LoadingScreenProps } from './Spinner/LoadingScreen';
export { cx } from './classNames';
export { useMediaQuery } from './useMediaQuery';
export type { Size } from './size';
export type { Tone } from './cards/tone';
// The props of the other entries' pieces too, for a caller that needs only a type: type exports vanish from the
// build, so no code of those entries comes with them.
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
  RadioListProps,
  RadioOption,
  SegmentedControlProps,
  SegmentOption,
  SelectOption,
  SelectProps,
  SwitchProps,
  TextInputProps,
  ToastProps,
  ToastType,
} from './forms';
export type {
  ActionCardProps,
  CardProps,
  ContactDetailsProps,
  DetailListItem,
  DetailListProps,
  FilterBarProps,
  ListEmptyProps,
  ListFailureProps,
  ListLoadingProps,
  ListState,
  ListStatesProps,
  PageProps,
  PanelProps,
  RetryNoticeProps,
  ScreenProps,
  SortDirection,
  StatCardProps,
  TableColumn,
  TableProps,
  TabNavEntry,
  TabNavProps,
  TopBarProps,
  BarButtonProps,
} from './pages';
export type { ChartPoint, ChartProps, InlineBarProps } from './charts';
// For ui-kit's other entries, which import them from here so that a page holds one copy (see entries.test.ts).
export { kitTexts, useKitTexts, type KitTextId } from './texts/texts';
export { toastLook } from './Toast/toastLook';
