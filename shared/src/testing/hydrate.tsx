import { Profiler, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { SiteProviders } from '../providers/site-providers';

/**
 * Renders `part` as the site's build renders a page's HTML (react-dom/server, the site's providers), puts that HTML
 * in the document and hydrates it as the client does. Returns the phase of each commit React's Profiler reported
 * for `part` by the time hydration is done: `['mount']` when the HTML was taken over in one render; an `'update'`
 * when something only the browser knows rendered it again at once, in a task that does not yield (issue 27).
 * Later work (a timer, a read) is not counted.
 */
export function hydrateAsBuilt(part: ReactElement, route = '/'): string[] {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <SiteProviders>
      <StaticRouter location={route}>{part}</StaticRouter>
    </SiteProviders>,
  );
  document.body.appendChild(container);
  const commits: string[] = [];
  render(
    <SiteProviders>
      <MemoryRouter initialEntries={[route]}>
        <Profiler id="part" onRender={(_id, phase) => commits.push(phase)}>
          {part}
        </Profiler>
      </MemoryRouter>
    </SiteProviders>,
    { container, hydrate: true },
  );
  return [...commits];
}
