/** A list of ids or names kept in one text field of a schema form, space-separated (none holds a space). */
export const joinList = (list: readonly string[]) => list.join(' ');
export const splitList = (text: string) => text.split(' ').filter(Boolean);
