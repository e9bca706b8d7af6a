// What the layout feature lends other features: the site's logo (the landing page's hero shows it large).
export { Logo } from './logo';
