import styled from 'styled-components';
import { CopyButton, CopyTextButton, copyLabels, Link, paths, type Server } from '@cs16ar/shared';
import { CONNECT_HELP_SLUG, consoleConnectCommand } from '../lib/server-status';

const Hint = styled.div`
  display: grid;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  line-height: 1.4;

  p {
    margin: 0;
  }
`;

const CommandRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;

  code {
    flex: 1;
    min-width: 0;
    padding: 5px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.85rem;
    /* An address is one word to a player: never broken across lines. */
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/**
 * The way in for a client without Steam (many of the community's players): the console command, to copy, and the
 * help article on connecting (issue 48: "Entrar a jugar" was only a steam:// link).
 */
export function ConsoleConnect({ server }: { server: Pick<Server, 'ipAddress' | 'port'> }) {
  const command = consoleConnectCommand(server);
  return (
    <Hint>
      <p>Sin Steam, en la consola del juego:</p>
      <CommandRow>
        <code>{command}</code>
        <CopyTextButton text={command} label={`Copiar el comando ${command}`} />
      </CommandRow>
      <p>
        <Link to={paths.helpArticle(CONNECT_HELP_SLUG)}>Cómo conectarse a un servidor</Link>
      </p>
    </Hint>
  );
}

const Reserved = styled(Hint)`
  visibility: hidden;
`;

/** The room ConsoleConnect takes, for a card's placeholder: the same lines, not shown. */
export function ConsoleConnectRoom() {
  return (
    <Reserved aria-hidden="true">
      <p>Sin Steam, en la consola del juego:</p>
      <CommandRow>
        <code>connect 0.0.0.0:0</code>
        <CopyButton as="span" $copied={false}>
          {copyLabels.idle}
        </CopyButton>
      </CommandRow>
      <p>Cómo conectarse a un servidor</p>
    </Reserved>
  );
}
