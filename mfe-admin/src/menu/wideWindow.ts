/** A window this wide (1024 px at the default font size) keeps the admin menu open beside the page. */
export const WIDE_WINDOW = '(min-width: 64rem)';
