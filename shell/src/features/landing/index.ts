// The landing page (`/`), as the rest of the shell uses it. Not landing-page.tsx: its modules run only where the
// landing is shown (landing-route.tsx loads them), so nothing else may import them.
export { landingPageLoaded, LandingRoute, loadLandingPage, loadLandingPageAt } from './landing-route';
