import { CODE_ALPHABET, LINK_COMMAND } from './link-code';

// The chat message that links a Steam ID: a player saying `!vincular CODE`, in the chat or from the console
// (`say !vincular CODE`), to everyone or to the team. HLDS logs it as
//   "Name<uid><STEAM_0:1:123><CT>" say "!vincular K7QM-2XPA"
//   "Name<uid><STEAM_0:1:123><CT>" say_team "!vincular K7QM-2XPA" (dead)
// The line's parser (src/game-servers/game-log/log-events.ts) finds the speaker, the first player token, and hands the
// message here. HLDS logs a message as typed, so `say <7><STEAM_0:0:1><CT>" say "!vincular CODE` puts a second
// speaker's token in it: a message holding `"`, `<` or `>` is never a command (issue 41, item 1).

const MAX_MESSAGE_LENGTH = 128;
const COMMAND = new RegExp(`^\\s{0,8}${LINK_COMMAND}\\s{1,8}(\\S{1,32})\\s{0,8}$`, 'i');
const TOKEN_CHARACTERS = /["<>]/;

// The code said, as typed, when the message is exactly the link command; else null.
export function readLinkCommand(message: string): string | null {
  if (message.length > MAX_MESSAGE_LENGTH || TOKEN_CHARACTERS.test(message)) return null;
  return COMMAND.exec(message)?.[1] ?? null;
}

// The command's word without its "!" too: "vincular K7QM-2XPA" is a mistyped command with a code in it.
const MENTIONS_COMMAND = new RegExp(LINK_COMMAND.replace(/^!/, ''), 'i');
const CODE_CHARACTER = `[${CODE_ALPHABET}OIL]`;
// The word said right after the command's ("vincular: k7qm2xpa", with a second half after a space: "k7qm 2xpa"),
// and anything shaped like a displayed code.
const WORD_AFTER_COMMAND = new RegExp(
  `(${LINK_COMMAND.replace(/^!/, '')}\\W{0,8})\\S{1,32}(?:\\s${CODE_CHARACTER}{4}(?!\\S))?`,
  'gi',
);
const DISPLAYED_CODE = new RegExp(`${CODE_CHARACTER}{4}-${CODE_CHARACTER}{4}`, 'gi');
export const BLANKED_CODE = '[código]';

// Chat that mentions the command but is no command (a mistyped one, an insult with the word in it) is kept as
// chat (a ban appeal's evidence, issue 41, item 4) with what may be a code blanked: the word after the
// command's and anything written like a code. The rest of the message stays.
export function blankLinkCodes(message: string): string {
  if (!MENTIONS_COMMAND.test(message)) return message;
  return message.replace(WORD_AFTER_COMMAND, `$1${BLANKED_CODE}`).replace(DISPLAYED_CODE, BLANKED_CODE);
}
