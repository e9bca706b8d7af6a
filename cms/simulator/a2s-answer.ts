import {
  encodeChallenge,
  encodeInfo,
  encodePlayers,
  encodeRules,
  type A2sRequest,
  type PlayerEntry,
  type ServerInfo,
} from './a2s-protocol';

// How a current HLDS answers one A2S request: the 0x41 challenge first where it asks for one, then the
// information, the players or the rules. The faulty servers (faulty-replies.ts) bend these answers.

export type AnswerOptions = {
  // Whether requests need the 0x41 challenge (the server's own setting unless said otherwise).
  challenge?: boolean;
  info?: Partial<ServerInfo>;
  players?: PlayerEntry[];
};

// What a server knows to answer with; read only when a request needs it (reading advances the simulation).
export type A2sSource = {
  challengeEnabled: boolean;
  challengeValue: number;
  info: (overrides?: Partial<ServerInfo>) => ServerInfo;
  players: () => PlayerEntry[];
  rules: () => Record<string, string>;
};

export function answerA2s(source: A2sSource, request: A2sRequest, options: AnswerOptions = {}): Buffer | null {
  const infoNeedsChallenge = options.challenge ?? source.challengeEnabled;
  const challengeOk = (challenge: number | null) =>
    !infoNeedsChallenge || (challenge !== null && challenge >>> 0 === source.challengeValue);
  // Players and rules always need a challenge on HLDS (-1 asks for one); a server that knows no
  // challenges (options.challenge false) answers them directly.
  const strictChallengeOk = (challenge: number) =>
    options.challenge === false || (challenge !== -1 && challenge >>> 0 === source.challengeValue);
  switch (request.kind) {
    case 'challenge':
      return encodeChallenge(source.challengeValue);
    case 'info':
      if (!challengeOk(request.challenge)) return encodeChallenge(source.challengeValue);
      return encodeInfo(source.info(options.info));
    case 'players':
      if (!strictChallengeOk(request.challenge)) return encodeChallenge(source.challengeValue);
      return encodePlayers(options.players ?? source.players());
    case 'rules':
      if (!strictChallengeOk(request.challenge)) return encodeChallenge(source.challengeValue);
      return encodeRules(source.rules());
    default:
      return null;
  }
}
