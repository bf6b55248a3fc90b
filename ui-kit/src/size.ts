/** The size of a Button, a TextInput or a Spinner. */
export type Size = 'sm' | 'md' | 'lg';
