export * from './api-client';
export * from './api-error';
export * from './strapi';
export * from './auth-api';
export * from './early-api-read';
