// @rollcall/ui-kit: the basics every screen uses: buttons, dialogs, spinners, notices. Forms and signed-in
// pages have their own entries ('@rollcall/ui-kit/forms', '@rollcall/ui-kit/pages'), each shared on its own,
// so a page loads only what it uses; the first paint of '/' loads none of them (the landing page takes `cx`
// from the unshared '@rollcall/ui-kit/class-names'). Styles: import '@rollcall/ui-kit/tokens.css' once per
// app. Nothing here imports @rollcall/contracts or zod at run time.
export type * from './types';
export { Badge } from './Badge/Badge';
export { Button } from './Button/Button';
export { Dialog } from './Dialog/Dialog';
export { Notice } from './Notice/Notice';
export { Spinner } from './Spinner/Spinner';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export { LoadingScreen, DEFAULT_LOADING_MESSAGE } from './Spinner/LoadingScreen';
export { cx } from './classNames';
export { useMediaQuery } from './useMediaQuery';
