/**
 * What the frontends may use of React Router: its declarative mode (components, hooks, path helpers).
 * Every build aliases `react-router` and `react-router-dom` to this file, so the shared router singleton
 * carries only these exports (≈ 60 KB gz for the whole package otherwise: a shared module cannot be
 * tree-shaken, and the package also ships the data router, server rendering and cookie handling).
 * MemoryRouter and HashRouter are left out (tests use the real package). Need another export? Add it here; a missing one fails the build (exportsPresence: 'error').
 */
export {
  BrowserRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useOutlet,
  useOutletContext,
  useInRouterContext,
  useNavigationType,
  useRoutes,
  useLinkClickHandler,
  createSearchParams,
  createRoutesFromChildren,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
  createPath,
  parsePath,
} from 'react-router-full';
