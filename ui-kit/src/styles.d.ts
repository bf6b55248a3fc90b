// Style imports as the bundler (Rspack CSS Modules) and jest (identity-obj-proxy) resolve them. Both patterns
// carry the same shape, so whichever TypeScript picks for a '.module.css' path types it the same way.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
