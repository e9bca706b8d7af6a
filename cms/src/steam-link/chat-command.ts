import { LINK_COMMAND } from './link-code';

// The chat line that links a Steam ID: a player saying `!vincular CODE`, in the chat or from the console
// (`say !vincular CODE`), to everyone or to the team. HLDS logs it as
//   "Name<uid><STEAM_0:1:123><CT>" say "!vincular K7QM-2XPA"
//   "Name<uid><STEAM_0:1:123><CT>" say_team "!vincular K7QM-2XPA" (dead)
// Other chat lines are the ban evidence's (src/ban-evidence, 30 days), never one that mentions the command.
// Pure and linear like the rest of the parser: the message is bounded and read from the end of the line, so a
// hostile name can only make the line unreadable (the player token must still parse, and it is always the
// speaker's own).

export type LinkCommand = { playerText: string; code: string };

const MAX_MESSAGE_LENGTH = 128;
const SAY = new RegExp(`^"(.*)" say(?:_team)? "(.{1,${MAX_MESSAGE_LENGTH}})"(?: \\(dead\\))?$`, 's');
const COMMAND = new RegExp(`^\\s{0,8}${LINK_COMMAND}\\s{1,8}(\\S{1,32})\\s{0,8}$`, 'i');
const MENTIONS_COMMAND = new RegExp(LINK_COMMAND, 'i');

export function readLinkCommand(eventText: string): LinkCommand | null {
  if (!MENTIONS_COMMAND.test(eventText)) return null;
  const say = SAY.exec(eventText);
  if (!say) return null;
  const command = COMMAND.exec(say[2]);
  return command ? { playerText: say[1], code: command[1] } : null;
}
