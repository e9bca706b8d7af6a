export * from './msw-server';
export * from './fixtures';
export * from './render';
export * from './fake-event-source';
