// The build-time render of every page's HTML (README, "How a page's first HTML is made"). Built by the shell's
// webpack config as a Node bundle of its own and run once per build by shared/build/prerender-plugin.mjs; never
// shipped to a browser. It imports the app the way bootstrap.tsx does (the shared package first, then the app)
// so styled-components numbers the components in the same order and the class names in the HTML are the ones
// the client computes when it hydrates.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { documentTitle, SiteProviders, SITE_NAME, type PageHead } from '@cs16ar/shared';
import { StaticRouter } from '@cs16ar/shared/server';
import { SiteFrame } from './app/app';
// After the app, as the client runs them on `/` (index.ts): the landing's components are created after the app's.
import { LandingPage } from './features/landing/landing-page';
import { landingPageLoaded } from './features/landing';
import { REMOTE_PAGE_META } from './features/page-start';
import { prerenderedRoutes as routes, type PrerenderedRoute } from './app/prerendered-routes';

export type RenderedPage = { html: string; styleTags: string };

landingPageLoaded(LandingPage);

export function prerenderedRoutes(): PrerenderedRoute[] {
  return routes();
}

/** The page at `path` (a pattern renders the route's skeleton), with the style rules it uses. */
export function renderPage(path: string): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <SiteProviders>
          <StaticRouter location={path}>
            <SiteFrame />
          </StaticRouter>
        </SiteProviders>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

type HeadOptions = {
  /** The site's public origin: links shared on WhatsApp or Discord need absolute URLs. */
  siteUrl: string;
  /** The picture shown with a shared link, relative to the site's root. */
  image: { path: string; width: number; height: number; alt: string };
};

/**
 * The page's title, description and Open Graph tags (what a shared link shows), and on a remote's route the page
 * it shows and its pattern, which the page's start reads (src/features/page-start/start-page.ts).
 */
export function renderHead(route: PrerenderedRoute, { siteUrl, image }: HeadOptions): string {
  const head: PageHead = route.head;
  const isPattern = route.path.includes(':');
  const url = new URL(route.path, siteUrl).href;
  return renderToStaticMarkup(
    <>
      <title>{documentTitle(head.title)}</title>
      <meta name="description" content={head.description} />
      {/* A pattern's HTML serves many addresses: it names none of them. */}
      {!isPattern && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="es_AR" />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {!isPattern && <meta property="og:url" content={url} />}
      <meta property="og:image" content={new URL(image.path, siteUrl).href} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {route.pageId && <meta name={REMOTE_PAGE_META} content={route.pageId} data-route={route.path} />}
    </>,
  );
}
