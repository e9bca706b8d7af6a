// The router, from this package: React Router is bundled here, inside the `@cs16ar/shared` singleton, so that
// a page has one router (one location, one history) whoever renders a link, and so that only what the site
// uses is downloaded (shared as a Module Federation singleton of its own it could not be tree-shaken: about
// 61 KB gzip, against what these functions need). Apps import the router from `@cs16ar/shared`, never from
// react-router (ESLint enforces it). Add here what an app needs next.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction } from 'react-router-dom';
