/**
 * The props of every shared piece. Written first so that the remotes can be
 * built against it while the pieces are made; change only together with every caller.
 */
import type { FormEvent, ReactNode, InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

export type Size = 'sm' | 'md' | 'lg';
export type Tone = 'blue' | 'green' | 'purple' | 'orange' | 'red' | 'teal';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'onChange'> {
  label: string;
  /** Shows the required asterisk (and sets aria-required). */
  required?: boolean;
  helperText?: string;
  /** Error text under the field; also sets aria-invalid and aria-describedby. */
  error?: string;
  /** With maxLength, shows the counter 'current/max'. */
  maxLength?: number;
  showCounter?: boolean;
  /** type="password" gets a show/hide toggle button; type="time" is the browser's clock-time picker (HH:MM). */
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'time';
  size?: Size;
  value: string;
  onChange: (value: string) => void;
  /** Renders a <textarea> with this many rows instead of an <input>. */
  rows?: number;
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
}

export interface SelectOption {
  value: string;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  label?: string;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Default 'Select an option...'. */
  placeholder?: string;
  /** Adds a search box 'Search options...' matching labels case-insensitively. */
  searchable?: boolean;
  /** Adds a clear button that sets the value to null. */
  clearable?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  /** Default 200 (px). */
  maxHeight?: number;
  id?: string;
}

export type ToastType = 'error' | 'success' | 'warning' | 'info';

export interface ToastProps {
  type: ToastType;
  message: string;
  /** Called when the toast has finished closing: 3000 ms after it shows, or 300 ms after a manual close. */
  onClose: () => void;
  /** Default 3000. */
  duration?: number;
}

export interface StatCardProps {
  title: string;
  /** A number is formatted for the locale (toLocaleString); text ('82.5%', '—') shows as it is; null shows a loading placeholder. */
  value: number | string | null;
  /** A line under the value that qualifies it ('incl. 2 extra'). */
  detail?: string;
  icon: ReactNode;
  tone: Tone;
}

export interface ActionCardProps {
  title: string;
  description: string;
  icon: ReactNode;
  tone: Tone;
  onClick: () => void;
}

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
}

export interface SpinnerProps {
  size?: Size;
  /** Accessible label, default 'Loading'. */
  label?: string;
  /** Hidden from assistive technology (when the surrounding text already says what is loading). */
  decorative?: boolean;
}

export interface LoadingScreenProps {
  /** Default 'Please wait while we fetch your data...'. */
  message?: string;
}

/** Inline notice/banner used for the 5-second success notices and the validation banners. */
export interface NoticeProps {
  type: ToastType;
  children: ReactNode;
  onDismiss?: () => void;
}

/** Contact lines: email, phone number and address (an institute's, on its card and on the admin dashboard). */
export interface ContactDetailsProps {
  email: string;
  phoneNumber: string;
  address: string;
}

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: Size;
  /** Shows a spinner, disables the button and replaces children with busyLabel. */
  busy?: boolean;
  busyLabel?: string;
  icon?: ReactNode;
}

export interface ActionDialogProps {
  title: string;
  busy: boolean;
  onClose: () => void;
  onAction: () => void;
  actionLabel: string;
  /** What the action button reads while it runs ('Saving...'). */
  busyLabel: string;
  variant?: 'primary' | 'danger';
  children: ReactNode;
}

export interface DialogFormProps {
  /** Submits the form (a <form> then); without it the fields sit in a plain block. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export interface DialogNoteProps {
  children: ReactNode;
}

export interface ConfirmDialogProps<Answer> extends Omit<ActionDialogProps, 'busy' | 'onAction'> {
  /** The call to make once confirmed. */
  action: () => Promise<Answer>;
  /** Called with the call's answer; the dialog is done. */
  onDone: (answer: Answer) => void;
  /** The text of a failed call, read from what it threw. */
  failureText: (error: unknown) => string;
}

export interface PageProps {
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Shows a Back button to the parent route. */
  back?: boolean;
  /** What Back does instead of going to the parent route (to ask first about unsaved changes). */
  onBack?: () => void;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** 'main' (default) when the page is the whole screen; 'section' inside a layout that owns the <main>. */
  landmark?: 'main' | 'section';
  /** Keeps the content in a reading-width column (a form). */
  narrow?: boolean;
  /** A <footer> under the page, at the bottom of the screen (with landmark 'main'). */
  footer?: ReactNode;
  children: ReactNode;
}

export interface ScreenProps {
  children: ReactNode;
}

export interface PanelProps {
  as?: 'div' | 'section' | 'article' | 'form';
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** With as="form". */
  onSubmit?: (event: FormEvent) => void;
  /** With as="form": the form's own schema checks the input, not the browser. */
  noValidate?: boolean;
}

export interface ListLoadingProps {
  /** What is loading, announced as a status ('Loading Institutes'). */
  label: string;
}

export interface ListFailureProps {
  message: string;
  onRetry: () => void;
}

export interface ListEmptyProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** What the user can do about it (Clear Search, Add Institute). */
  action?: ReactNode;
}

export interface BadgeProps {
  /** Default 'neutral'; the colour repeats what the word says. */
  tone?: 'neutral' | 'success' | 'error' | 'warning';
  children: ReactNode;
}

export interface FilterBarProps {
  /** The filter fields, each with its own label. */
  children: ReactNode;
}

/** What a list's swr hook says of it. */
export interface ListState {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface ListStatesProps {
  list: ListState;
  /** What the rows are, in the plural ('students'). */
  noun: string;
  /** Why the list failed, read from what the call threw ('' when it says nothing). */
  reason: (error: unknown) => string;
  /** The list itself, once it is in. */
  children: ReactNode;
}

export interface TopBarProps {
  /** The institute's name, say. */
  title: ReactNode;
  /** A smaller line under the title (the signed-in user's name): under it, not beside the end, so a phone keeps the title on one line. */
  subtitle?: ReactNode;
  /** Before the title (a menu button). */
  start?: ReactNode;
  /** At the end of the bar (the user's name and Sign out). */
  end?: ReactNode;
}

/** One section of an area in its TabNav. */
export interface TabNavEntry {
  label: string;
  /** The address of the section. */
  to: string;
  /** Current only at exactly `to`, not on its sub-pages (the area's home). */
  end?: boolean;
  icon?: ReactNode;
}

export interface TabNavProps {
  /** Names the navigation ('Teacher sections'). */
  label: string;
  entries: readonly TabNavEntry[];
}

/** An error notice with a Retry button, for data that failed to load inside a page. */
export interface RetryNoticeProps {
  children: ReactNode;
  onRetry: () => void;
}

export type SortDirection = 'ascending' | 'descending';

export interface TableColumn<Row> {
  /** Names the column among the others (and in `initialSort`). */
  key: string;
  header: string;
  /** What the cell shows for a row. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value of each row. */
  sortValue?: (row: Row) => string | number;
  /** This column names the row (a student's name): its cells are row headers. */
  rowHeader?: boolean;
  /** Numbers read best right-aligned. */
  align?: 'start' | 'end';
}

export interface TableProps<Row> {
  /** Says what the table lists; shown above it and its accessible name. */
  caption: string;
  /** Keep the same array between renders (a module constant or useMemo): rows re-render only when it changes. */
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Buttons for one row, in a last column headed 'Actions'. Keep it stable, like `columns`. */
  actions?: (row: Row) => ReactNode;
  /** Shown in place of the rows when there are none (a ListEmpty). */
  empty: ReactNode;
  initialSort?: { key: string; direction: SortDirection };
}

export interface SegmentOption<Value extends string> {
  value: Value;
  label: string;
  /** The colour of the option once chosen: green for a good answer, red for a bad one; the tick and bold text say it without colour. */
  tone?: 'positive' | 'negative';
}

export interface SegmentedControlProps<Value extends string> {
  /** Names the choice for assistive technology (a student's name on a register). */
  label: string;
  options: readonly SegmentOption<Value>[];
  /** null: nothing chosen yet. */
  value: Value | null;
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** Shows `label` above the options, as a form field's label (it otherwise names them for assistive technology only). */
  showLabel?: boolean;
  /** What the choice means, under the options. */
  helperText?: string;
  /** Error text under the options (nothing chosen yet); also sets aria-invalid. */
  error?: string;
}

export interface CheckboxOption {
  value: string;
  label: string;
  /** A second line under the label (an email, what a role grants). */
  description?: string;
  /** Shown but not to be ticked or unticked; say why in the description. */
  disabled?: boolean;
}

export interface CheckboxListProps {
  /** Names the group: its visible legend. */
  label: string;
  options: readonly CheckboxOption[];
  /** The values ticked, in any order. */
  value: readonly string[];
  /** The values ticked, in the order of `options`. */
  onChange: (value: string[]) => void;
  /** Adds a search box over the list that narrows it by label and description; hidden ticks stay ticked. */
  searchable?: boolean;
  helperText?: string;
  /** Error text under the list; also marks the group invalid. */
  error?: string;
  disabled?: boolean;
}

export interface SwitchProps {
  /** The switch's name, shown beside it. */
  label: string;
  /** One line under the label saying what the switch does; describes the switch. */
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** While its change is saved: disabled, aria-busy, and busyLabel read out in its status line. */
  busy?: boolean;
  busyLabel?: string;
  /** What became of the last change ('Daily summary turned off'), read out politely in its status line. */
  status?: string;
  /** Why the last change failed, under the switch; also describes it. */
  error?: string;
}

export type Presence = 'present' | 'absent';

export type PresenceToggleProps = Omit<SegmentedControlProps<Presence>, 'options'>;

export interface DateFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'size'> {
  label: string;
  /** A date as YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The earliest and latest dates the picker offers, as YYYY-MM-DD. */
  min?: string;
  max?: string;
  /** Shows the required asterisk (and sets the native required). */
  required?: boolean;
  helperText?: string;
  /** Error text under the field; also sets aria-invalid and aria-describedby. */
  error?: string;
}

export interface CardProps {
  /** The card's heading, and its accessible name. */
  title: string;
  /** 'article' (default): one of a list; 'section': a part of the page that holds a list of its own. */
  as?: 'article' | 'section';
  /** The level of its heading: 2 (default) for a card of the page, 3 for one under a section's own heading. */
  headingLevel?: 2 | 3;
  /** Before the title, decoration. */
  icon?: ReactNode;
  /** Beside the title: a button that acts on the card (Edit). */
  action?: ReactNode;
  /** Under the title (when it was received). */
  subtitle?: ReactNode;
  className?: string;
  children: ReactNode;
}

export interface DetailListItem {
  /** What the value is: a word, or an icon with an aria-label. */
  term: ReactNode;
  description: ReactNode;
}

export interface DetailListProps {
  items: readonly DetailListItem[];
  /** Terms as words get a column of this width ('5rem'), so the values line up. */
  termWidth?: string;
}

export interface FormButtonsProps {
  busy: boolean;
  submitLabel: string;
  /** What the submit button reads while the form sends ('Creating...'). */
  busyLabel: string;
  resetLabel: string;
  onReset: () => void;
}

export interface FileFieldProps {
  label: string;
  /** The file types the picker offers ('.csv,text/csv'). */
  accept?: string;
  /** The chosen file, or null when the choice was cleared. */
  onChange: (file: File | null) => void;
  helperText?: string;
  /** Error text under the field; also sets aria-invalid and aria-describedby. */
  error?: string;
  disabled?: boolean;
}

export interface ChartPoint {
  /** Names the point on the category axis and in the table ('12 Jan'). */
  label: string;
  /** null: nothing was measured then; drawn as a gap, never as zero. */
  value: number | null;
  /** More of the point for the table ('41 of 50'). */
  detail?: string;
}

export interface ChartProps {
  /** Names the chart: the start of its accessible name and its table's caption. */
  title: string;
  points: readonly ChartPoint[];
  /** The top of the value axis; 100 unless told (percentages). */
  max?: number;
  /** A value as the ticks, the table and the summary show it; String unless told ('82.5%'). */
  format?: (value: number) => string;
  /** A value-axis tick as it is labelled ('50%'); `format` unless told. */
  formatTick?: (value: number) => string;
  /** A level drawn across as a dashed line with its label ('Threshold 75%'). */
  reference?: { value: number; label: string };
  /** The headers of the table alternative: of the points' labels, values and (with details) details. */
  headers: { label: string; value: string; detail?: string };
  /** Says in one sentence what the chart shows; a summary of the values unless told. */
  summary?: string;
}

export interface InlineBarProps {
  /** null draws an empty track. */
  value: number | null;
  /** The value of a full bar; 100 unless told. */
  max?: number;
  /** A level marked on the track (a threshold). */
  mark?: number;
}
