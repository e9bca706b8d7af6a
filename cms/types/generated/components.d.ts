import type { Schema, Struct } from '@strapi/strapi';

export interface CommunityRule extends Struct.ComponentSchema {
  collectionName: 'components_community_rules';
  info: {
    description: 'One rule (markdown). Its number is its place in the list: add new rules at the end so links to #<section>-<n> keep pointing at the same rule.';
    displayName: 'rule';
  };
  attributes: {
    text: Schema.Attribute.RichText &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2000;
      }>;
  };
}

export interface ServerPrivilege extends Struct.ComponentSchema {
  collectionName: 'components_server_privileges';
  info: {
    description: 'Who may join: VIP, Premium, Admin. Absent on public servers.';
    displayName: 'privilege';
  };
  attributes: {
    type: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'community.rule': CommunityRule;
      'server.privilege': ServerPrivilege;
    }
  }
}
