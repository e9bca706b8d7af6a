'use strict';
// Loads cms/.env without overriding variables already set, so tests and deployments can pass their own.
// Outside production it first generates the secrets Strapi needs into it (first start of the demo; never
// committed). In production nothing is generated: config/ refuses to start without real secrets.
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const dotenv = require('dotenv');

const APP_DIR = path.resolve(__dirname, '..');
const random = (bytes = 16) => randomBytes(bytes).toString('base64');

const SECRETS = {
  APP_KEYS: () => [random(), random(), random(), random()].join(','),
  API_TOKEN_SALT: () => random(),
  ADMIN_JWT_SECRET: () => random(),
  TRANSFER_TOKEN_SALT: () => random(),
  JWT_SECRET: () => random(),
  ENCRYPTION_KEY: () => random(32),
  // Not Strapi's: the seed and the simulator derive each simulated server's sv_logsecret from it
  // (src/community/log-secrets.ts).
  SIMULATOR_LOG_SECRET_KEY: () => random(),
  // The demo's MercadoPago credentials, shared with its local stand-in (mercadopago-sandbox); production sets
  // MercadoPago's own (docs/production.md).
  MERCADOPAGO_ACCESS_TOKEN: () => `TEST-${randomBytes(16).toString('hex')}`,
  MERCADOPAGO_WEBHOOK_SECRET: () => randomBytes(32).toString('hex'),
};

function readEnvFile(file) {
  return fs.existsSync(file) ? dotenv.parse(fs.readFileSync(file)) : {};
}

function ensureEnv(appDir = APP_DIR) {
  const file = path.join(appDir, '.env');
  if (process.env.NODE_ENV !== 'production') {
    const existing = readEnvFile(file);
    const missing = Object.keys(SECRETS).filter((key) => !process.env[key] && !existing[key]);
    if (missing.length > 0) {
      const lines = missing.map((key) => `${key}=${SECRETS[key]()}`);
      const prefix = fs.existsSync(file) && !fs.readFileSync(file, 'utf8').endsWith('\n') ? '\n' : '';
      fs.appendFileSync(file, `${prefix}${lines.join('\n')}\n`, { mode: 0o600 });
      console.log(`[cms] generated ${missing.join(', ')} into ${path.relative(process.cwd(), file) || file}`);
    }
  }
  dotenv.config({ path: file });
}

module.exports = { ensureEnv };

if (require.main === module) ensureEnv();
