import { useLocation, useParams } from 'react-router-dom';

/**
 * Where the host mounted this area (e.g. '/admin' for the route '/admin/*'), for links that must not
 * depend on the current page. Call it in the component the host's splat route renders: relative paths
 * there resolve against the whole address (React Router 7 splat rule), so 'dashboard' from
 * '/admin/unknown' would give '/admin/unknown/dashboard'.
 */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const decoded = decodeURI(pathname);
  const base = rest && decoded.endsWith(rest) ? decoded.slice(0, decoded.length - rest.length) : decoded;
  return base.replace(/\/+$/, '');
}
