// Fields the community adds to Strapi's users-permissions user.
export const USER_TYPES = ['admin', 'premium', 'regular'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_UID = 'plugin::users-permissions.user';

// The community's staff (`GET /api/staff`): an administrator of the CMS gives a player one of these roles and
// the servers they look after. Players never set them (PUT /users/me accepts listed fields only).
export const STAFF_ROLES = ['owner', 'administrator', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const EXTRA_USER_ATTRIBUTES = {
  nickname: { type: 'string', maxLength: 50 },
  bio: { type: 'text', maxLength: 500 },
  // Typed in "Editar perfil" or linked from inside the game (src/game-servers/steam-link). Only a verified one
  // (steamIdVerifiedAt set) brings statistics, presence and ranking links; one account at most holds it.
  steamID: { type: 'string', maxLength: 32 },
  steamIdVerifiedAt: { type: 'datetime' },
  // The name of the server the player said their link code on.
  steamIdVerifiedOn: { type: 'string', maxLength: 128 },
  // Set when another account verified the Steam ID this one had verified: which one, and when.
  steamIdMoved: { type: 'string', maxLength: 32 },
  steamIdMovedAt: { type: 'datetime' },
  // When the pending password reset was asked for (src/users/password-reset.ts): its link lasts an hour.
  resetPasswordRequestedAt: { type: 'datetime', private: true },
  profilePicture: { type: 'media', multiple: false, allowedTypes: ['images'] },
  userType: { type: 'enumeration', enum: [...USER_TYPES], default: 'regular', required: true },
  servers: { type: 'relation', relation: 'manyToMany', target: 'api::server.server', mappedBy: 'users' },
  staffRole: { type: 'enumeration', enum: [...STAFF_ROLES] },
  staffServers: { type: 'relation', relation: 'manyToMany', target: 'api::server.server' },
} as const;
