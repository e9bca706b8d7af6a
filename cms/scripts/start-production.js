'use strict';
// `npm run start:production`: the CMS as it runs for the community (docs/production.md). NODE_ENV is
// production, so nothing is generated or seeded for a demo: secrets, PostgreSQL and the rest come from the
// environment (or cms/.env), and a start that lacks them is refused with a message saying what is missing.
// No simulator: the real game servers are polled.
process.env.NODE_ENV = 'production';
process.env.GAME_SERVER_SIMULATOR ??= 'false';
require('./start');
