import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { Prose } from '@cs16ar/shared/prose';

// A link whose URL the transform blanked (javascript:, data:, ...) keeps its text but goes nowhere.
function SafeLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  const external = /^https?:\/\//i.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

// An image whose URL was blanked shows its description instead of an empty src (which would re-request the page).
function SafeImage({ src, alt, node: _node, ...rest }: ComponentPropsWithoutRef<'img'> & { node?: unknown }) {
  if (!src) return alt ? <span>{alt}</span> : null;
  return <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" {...rest} />;
}

/**
 * Editor-written markdown (a server's guide or rules). Link and image URLs keep only the schemes docs/product.md §2
 * allows (http, https, irc, ircs, mailto, xmpp, or relative: react-markdown's own safe list); any other is
 * blanked. Raw HTML inside the markdown is dropped, never rendered.
 */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <Prose $compact>
      <Markdown skipHtml urlTransform={defaultUrlTransform} components={{ a: SafeLink, img: SafeImage }}>
        {children}
      </Markdown>
    </Prose>
  );
}
