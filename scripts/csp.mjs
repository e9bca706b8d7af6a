// `npm run csp -- path/to/runtime-config.json`: prints the Content-Security-Policy header the shell's
// pages must be served with for that runtime config (what scripts/lib/static-server.mjs sends), for a CDN
// or reverse proxy to send. Without an argument: the shipped shell/public/runtime-config.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from './lib/content-security-policy.mjs';
import { repoRoot } from './lib/site.mjs';

const file = process.argv[2] ?? path.join(repoRoot, 'shell', 'public', 'runtime-config.json');
console.log(`Content-Security-Policy: ${contentSecurityPolicy(JSON.parse(readFileSync(file, 'utf8')))}`);
