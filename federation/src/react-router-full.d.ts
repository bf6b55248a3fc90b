// The real react-router package under the name the router facade imports it by (see rspack-config.ts).
declare module 'react-router-full' {
  export * from 'react-router';
}
