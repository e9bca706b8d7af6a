import styled, { css } from 'styled-components';

/**
 * Text written by editors (a help article's HTML, a server's guide or rules in markdown), in one style.
 * `$compact` is for text inside a card (the server detail's tabs): a little smaller, with tighter headings.
 * `@cs16ar/shared/prose` is not part of the shared singleton: only the pages that show such text load it.
 */
export const Prose = styled.div<{ $compact?: boolean }>`
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

  h1 {
    font-size: 1.6rem;
    margin: 1.6em 0 0.6em;
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

  ${({ $compact, theme }) =>
    $compact &&
    css`
      font-size: 1rem;
      line-height: 1.7;

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
        color: ${theme.colors.primaryStrong};
      }
      h3 {
        font-size: 1.05rem;
      }
    `}
`;
