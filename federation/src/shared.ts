/**
 * The modules every frontend shares as singletons, identical in the host and every remote (STACK-NOTES:
 * a missing react/jsx-runtime gives a second React; sharing only react-router-dom breaks useNavigate in
 * remotes). Browser-safe list; the Rspack side adds versions.
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
  '@rollcall/contracts',
  '@rollcall/api-client',
] as const;
export type SharedSingleton = (typeof sharedSingletons)[number];
