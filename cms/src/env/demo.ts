import { isProduction } from './secrets';

const flag = (name: string) => ['true', '1'].includes((process.env[name] ?? '').trim().toLowerCase());

// The demo accounts have published passwords (README): only a start that asks for them (`npm start`,
// the tests) gets them, and a production start that asks is refused.
export function demoUsersEnabled(): boolean {
  return flag('DEMO_USERS');
}

// `npm start` forks the game-server simulator unless GAME_SERVER_SIMULATOR=false (scripts/start.js).
export function gameServerSimulatorEnabled(): boolean {
  return (process.env.GAME_SERVER_SIMULATOR ?? '').trim().toLowerCase() !== 'false';
}

// Every switch that makes a start a demo, and what it would do in production.
const DEMO_SWITCHES: { on: () => boolean; refusal: string }[] = [
  {
    on: demoUsersEnabled,
    refusal: 'DEMO_USERS=true is refused with NODE_ENV=production: the demo accounts have published passwords.',
  },
  {
    on: gameServerSimulatorEnabled,
    refusal:
      'GAME_SERVER_SIMULATOR is on with NODE_ENV=production: set GAME_SERVER_SIMULATOR=false (npm run ' +
      'start:production does); the simulated servers would fill the statistics with made-up players.',
  },
];

// A production start with any demo switch on is refused, saying which and why (issue 23: a demo switch
// only warned, and any player could make themselves admin).
export function assertDemoSettingsAllowed(): void {
  if (!isProduction()) return;
  const refused = DEMO_SWITCHES.filter((demoSwitch) => demoSwitch.on()).map((demoSwitch) => demoSwitch.refusal);
  if (refused.length > 0) throw new Error(refused.join(' '));
}
