import { isProduction } from './secrets';

const flag = (name: string) => ['true', '1'].includes((process.env[name] ?? '').trim().toLowerCase());

// The demo accounts have published passwords (README): only a start that asks for them (`npm start`,
// the tests) gets them, and a production start that asks is refused.
export function demoUsersEnabled(): boolean {
  return flag('DEMO_USERS');
}

// The membership "purchase" of the demo changes a player's userType without any payment; it is off
// unless DEMO_PURCHASE asks for it.
export function demoPurchaseEnabled(): boolean {
  return flag('DEMO_PURCHASE');
}

export function assertDemoSettingsAllowed(log: { warn: (message: string) => void }): void {
  if (isProduction() && demoUsersEnabled()) {
    throw new Error('DEMO_USERS=true is refused with NODE_ENV=production: the demo accounts have published passwords.');
  }
  if (isProduction() && demoPurchaseEnabled()) {
    log.warn('DEMO_PURCHASE=true in production: any signed-in player can make themselves premium or admin for free.');
  }
}
