/**
 * A loader for React Router's production build. The minifier may only drop the code the router facade leaves
 * unused when nothing at the module's top level keeps it: React Router names its components for DevTools
 * (`Form.displayName = "Form"`) and creates its contexts and components with calls the minifier cannot
 * know are pure. Without the names (DevTools still shows the function names) and with those calls marked
 * pure, `Form`, `useSubmit` and the like leave the shared router chunk (≈ 1.4 KB gz).
 */
const DEVTOOLS_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
const PURE_CALL =
  /^(var [\w$]+ = )(?=React\w*\.(?:createContext|forwardRef|memo)\(|new (?:Set|URL|WeakMap|Map)\(|Object\.getOwnPropertyNames\()/gm;

export default function routerLoader(source: string): string {
  return source.replace(DEVTOOLS_NAME, '').replace(PURE_CALL, '$1/* @__PURE__ */ ');
}
