export * from './msw-server';
export * from './fixtures';
export * from './render';
