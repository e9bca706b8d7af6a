'use strict';
// Generates the secrets Strapi needs into cms/.env on first start (never committed), then loads .env
// without overriding variables already set, so tests and deployments can pass their own.
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const APP_DIR = path.resolve(__dirname, '..');
const random = (bytes = 16) => randomBytes(bytes).toString('base64');

const SECRETS = {
  APP_KEYS: () => [random(), random(), random(), random()].join(','),
  API_TOKEN_SALT: () => random(),
  ADMIN_JWT_SECRET: () => random(),
  TRANSFER_TOKEN_SALT: () => random(),
  JWT_SECRET: () => random(),
  ENCRYPTION_KEY: () => random(32),
};

function parseEnv(text) {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

function ensureEnv(appDir = APP_DIR) {
  const file = path.join(appDir, '.env');
  const existing = fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
  const missing = Object.keys(SECRETS).filter((key) => !process.env[key] && !existing[key]);
  if (missing.length > 0) {
    const lines = missing.map((key) => `${key}=${SECRETS[key]()}`);
    const prefix = fs.existsSync(file) && !fs.readFileSync(file, 'utf8').endsWith('\n') ? '\n' : '';
    fs.appendFileSync(file, `${prefix}${lines.join('\n')}\n`, { mode: 0o600 });
    console.log(`[cms] generated ${missing.join(', ')} into ${path.relative(process.cwd(), file) || file}`);
  }
  const values = fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
  for (const [key, value] of Object.entries(values)) {
    if (process.env[key] === undefined) process.env[key] = value;
  }
}

module.exports = { ensureEnv };

if (require.main === module) ensureEnv();
