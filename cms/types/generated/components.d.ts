import type { Schema, Struct } from '@strapi/strapi';

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
      'server.privilege': ServerPrivilege;
    }
  }
}
