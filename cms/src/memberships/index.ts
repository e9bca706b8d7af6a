import type { Core } from '@strapi/strapi';
import { createMemberships, type Memberships } from './membership-service';

// Memberships paid through MercadoPago (cms/README.md "Memberships"), made once per CMS; depends on nothing in
// src/api (whose membership controllers reach it through memberships(strapi)).
const created = new WeakMap<Core.Strapi, Memberships>();

export function memberships(strapi: Core.Strapi): Memberships {
  let domain = created.get(strapi);
  if (!domain) {
    domain = createMemberships({ strapi });
    created.set(strapi, domain);
  }
  return domain;
}

export { MembershipRefusal, NOTIFICATION_TOPICS, type NotificationTopic } from './membership-service';
