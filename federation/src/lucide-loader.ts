/**
 * A loader for lucide-react's icon modules and createLucideIcon in production builds. Each path of an icon
 * carries a React key of random letters ("1mglay") that gzip cannot shrink, ≈ 6 bytes gz a path: an icon's
 * paths never change order, so React only needs those keys for its development warning. The DevTools name
 * goes too (DevTools still shows ForwardRef), and with it lucide's name-casing helpers. The icon's name
 * stays: it gives the svg its `lucide-<name>` class.
 */
const PATH_KEY = /,\s*key: "[\w-]+"(?=\s*\})/g;
/** createLucideIcon's DevTools name, the only use of lucide's name-casing helpers. */
const DEVTOOLS_NAME = /if \(iconData\.name\) \{\s*Component\.displayName = toPascalCase\(iconData\.name\);\s*\}/;

export default function lucideLoader(source: string): string {
  return source.replace(PATH_KEY, '').replace(DEVTOOLS_NAME, '');
}
