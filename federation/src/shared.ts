/**
 * The modules every frontend shares as singletons, identical in the host and every remote. A missing
 * react/jsx-runtime gives a second React; sharing react-router-dom without react-router breaks useNavigate in
 * remotes. Each ui-kit entry is shared on its own, so a page loads only the entries it uses.
 * Browser-safe list; the Rspack side adds versions.
 */
export const sharedSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'swr',
  '@rollcall/ui-kit',
  '@rollcall/ui-kit/forms',
  '@rollcall/ui-kit/pages',
  '@rollcall/contracts',
  '@rollcall/api-client',
  '@rollcall/i18n',
  '@rollcall/i18n/contract-texts',
] as const;
export type SharedSingleton = (typeof sharedSingletons)[number];

/** The share scope the shell registers the singletons in and initialises every remote's container with. */
export const SHARE_SCOPE = 'default';
