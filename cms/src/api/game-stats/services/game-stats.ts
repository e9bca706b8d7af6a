import type { Core } from '@strapi/strapi';
import { createPublicStats } from '../../../game-stats/public-stats';

// The public reads of the statistics (src/game-stats/public-stats.ts), one per CMS so that its memoised
// rankings are shared by the controller, the staff page and the account data export.
export default ({ strapi }: { strapi: Core.Strapi }) => createPublicStats(strapi);
