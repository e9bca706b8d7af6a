import { useId } from 'react';
import styled from 'styled-components';
import { CopyTextButton } from './copy-button';

const Snippet = styled.div`
  display: grid;
  gap: 6px;
  margin-top: 10px;

  label {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
    font-weight: 700;
  }
  div {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.78rem;
  }
`;

function CopySnippet({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <Snippet>
      <label htmlFor={id}>{label}</label>
      <div>
        <input id={id} readOnly value={text} onFocus={(event) => event.currentTarget.select()} />
        <CopyTextButton text={text} label={`Copiar el código ${label}`} />
      </div>
    </Snippet>
  );
}

const htmlAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// BBCode has no escaping: a bracket would close its tags.
const bbcodeSafe = (value: string) => value.replace(/[[\]]/g, '');

export type SharedImage = { src: string; width: number; height: number; alt: string; link: string };

/**
 * An image the CMS draws (a server's banner, a player's signature) as the HTML and the BBCode to paste on a clan page
 * or a forum, each linking back to `link`, with "Copiar" beside each.
 */
export function ImageSnippets({ image }: { image: SharedImage }) {
  const html =
    `<a href="${htmlAttribute(image.link)}"><img src="${htmlAttribute(image.src)}" ` +
    `width="${image.width}" height="${image.height}" alt="${htmlAttribute(image.alt)}"></a>`;
  const bbcode = `[url=${bbcodeSafe(image.link)}][img]${bbcodeSafe(image.src)}[/img][/url]`;
  return (
    <>
      <CopySnippet label="HTML" text={html} />
      <CopySnippet label="BBCode (foros)" text={bbcode} />
    </>
  );
}
