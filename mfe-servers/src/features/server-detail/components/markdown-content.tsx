import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import styled from 'styled-components';

const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.7;
  overflow-wrap: anywhere;

  h1,
  h2,
  h3 {
    margin: 1.4em 0 0.5em;
  }
  h1 {
    font-size: 1.5rem;
  }
  h2 {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  h3 {
    font-size: 1.05rem;
  }
  > :first-child {
    margin-top: 0;
  }
  ul,
  ol {
    padding-left: 1.4em;
    margin: 0 0 1em;
  }
  li + li {
    margin-top: 0.35em;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    color: #fff;
  }
  code {
    padding: 1px 6px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.88em;
  }
  pre {
    overflow-x: auto;
    padding: 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  pre code {
    padding: 0;
    background: none;
  }
  blockquote {
    margin: 0 0 1em;
    padding: 4px 14px;
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    text-underline-offset: 2px;
  }
`;

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
 * Editor-written markdown (a server's guide or rules). Link and image URLs keep only the schemes SPEC §2
 * allows (http, https, irc, ircs, mailto, xmpp, or relative: react-markdown's own safe list); any other is
 * blanked. Raw HTML inside the markdown is dropped, never rendered.
 */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <Prose>
      <Markdown skipHtml urlTransform={defaultUrlTransform} components={{ a: SafeLink, img: SafeImage }}>
        {children}
      </Markdown>
    </Prose>
  );
}
