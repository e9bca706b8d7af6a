import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { sanitizeArticleHtml } from '../lib/sanitize-article-html';

const Prose = styled.div`
  font-size: 1.05rem;
  line-height: 1.75;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }

  h2 {
    font-size: 1.4rem;
    margin: 2em 0 0.6em;
  }
  h3 {
    font-size: 1.15rem;
    margin: 1.6em 0 0.5em;
  }
  p,
  ul,
  ol,
  blockquote,
  table {
    margin: 0 0 1.1em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.4em;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
  strong {
    color: #fff;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    text-underline-offset: 3px;
  }
  code,
  kbd {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.88em;
    padding: 0.1em 0.4em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  kbd {
    border-bottom-width: 2px;
  }
  pre {
    overflow-x: auto;
    padding: 16px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};

    code {
      padding: 0;
      border: 0;
      background: none;
    }
  }
  blockquote {
    padding: 12px 16px;
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    background: rgba(255, 138, 31, 0.06);
    color: ${({ theme }) => theme.colors.textMuted};
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: 2em 0;
  }
`;

/** An article's HTML, sanitised; its links into this site navigate without reloading the page. */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const safeHtml = useMemo(() => sanitizeArticleHtml(html), [html]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    // Clicks bubble here from the links inside (Enter on a focused link fires a click too).
    <Prose onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}
