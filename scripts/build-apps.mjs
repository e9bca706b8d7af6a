// `node scripts/build-apps.mjs`: the production builds of the apps whose sources changed since their last
// build (scripts/lib/app-builds.mjs), two at a time; `npm test`'s build step.
import { ensureBuilt } from './lib/install.mjs';

ensureBuilt();
