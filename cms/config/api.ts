import type { Core } from '@strapi/strapi';

// The community has 26 servers and the help centre asks for pageSize=100: the default page must hold
// every server so `GET /api/servers?populate=*` needs no paging.
const config: Core.Config.Api = {
  rest: {
    defaultLimit: 100,
    maxLimit: 100,
    withCount: true,
  },
};

export default config;
