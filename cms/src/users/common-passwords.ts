import { dictionary } from '@zxcvbn-ts/language-common';

// Passwords everyone tries first (issue 41, item 5): the 49,233 most common ones of public breaches, ranked, as
// zxcvbn-ts ships them in its npm package (installed from the lockfile, never fetched at run time), plus what
// this community's players would type that an English list lacks. Compared without case: "Argentina" is as
// common as "argentina".
const COMMUNITY_PASSWORDS = [
  'argentina',
  'contraseña',
  'contrasena',
  'counterstrike',
  'counter-strike',
  'cs16argentina',
  'csargentina',
  'bocajuniors',
  'riverplate',
  'sanlorenzo',
  'independiente',
  'racingclub',
  'messi10',
  'maradona10',
  'dust2dust2',
  'de_dust2',
];

let known: ReadonlySet<string> | null = null;

export function isCommonPassword(password: string): boolean {
  known ??= new Set([...dictionary['passwords-common'], ...COMMUNITY_PASSWORDS].map((entry) => entry.toLowerCase()));
  return known.has(password.toLowerCase());
}
