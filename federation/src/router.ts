/**
 * What the frontends use of React Router's declarative mode: the components and hooks their code imports,
 * no more, since every export stays in the shared chunk each page downloads (the router's own helpers such
 * as matchRoutes or useHref stay inside it, unexported).
 * Every build aliases `react-router` and `react-router-dom` to this file, so the shared router singleton
 * carries only these exports (≈ 60 KB gz for the whole package otherwise: a shared module cannot be
 * tree-shaken, and the package also ships the data router, server rendering and cookie handling).
 * MemoryRouter and HashRouter are left out (tests use the real package). Need another export? Add it here; a missing one fails the build (exportsPresence: 'error').
 */
export {
  BrowserRouter,
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
  useOutletContext,
} from 'react-router-full';
