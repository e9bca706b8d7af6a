import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { Link } from '@cs16ar/shared';
import { Prose } from '@cs16ar/shared/prose';

// `@cs16ar/shared/markdown` is not part of the shared singleton (only pages with editors' markdown load it),
// so it takes the router from the singleton by the package's name: a link here uses the page's one router.

type NodeProps = { node?: unknown };

/** A path of this site (`/comunidad/reglamentos#general-3`), which navigates without reloading the page. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

// A link whose URL the transform blanked (javascript:, data:, ...) keeps its text but goes nowhere.
function SafeLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & NodeProps) {
  if (!href) return <span>{children}</span>;
  if (isSitePath(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//i.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

// An image whose URL was blanked shows its description instead of an empty src (which would re-request the page).
function SafeImage({ src, alt, node: _node, ...rest }: ComponentPropsWithoutRef<'img'> & NodeProps) {
  if (!src) return alt ? <span>{alt}</span> : null;
  return <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" {...rest} />;
}

/**
 * Markdown written by editors (a news post, a rule, the community's story), in the site's prose style. Link
 * and image URLs keep only http, https, irc, ircs, mailto, xmpp or relative addresses (react-markdown's safe
 * list, as docs/product.md §2 says for the servers' rules); any other is blanked. Raw HTML inside the markdown
 * is dropped, never rendered, so a script or an event handler cannot get in.
 */
export function MarkdownText({ children, compact = false }: { children: string; compact?: boolean }) {
  return (
    <Prose $compact={compact}>
      <Markdown skipHtml urlTransform={defaultUrlTransform} components={{ a: SafeLink, img: SafeImage }}>
        {children}
      </Markdown>
    </Prose>
  );
}
