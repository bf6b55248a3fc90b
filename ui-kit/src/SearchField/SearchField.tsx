import { TextInput } from '../TextInput/TextInput';

interface SearchFieldProps {
  /** 'Search classes'. */
  label: string;
  /** What can be searched for ('Name or email'). */
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a list, filtering it as the user types. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return <TextInput type="search" label={label} placeholder={placeholder} value={value} onChange={onChange} autoComplete="off" />;
}

/** Whether any of the texts holds the search (case-insensitive); an empty search matches everything. */
export function matchesSearch(search: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
}
