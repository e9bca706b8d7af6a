export * from './msw-server';
export * from './fixtures';
export * from './render';
export * from './hydrate';
export * from './fake-event-source';
// Tests that build their own router tree (the site's router functions come from @cs16ar/shared).
export { MemoryRouter } from 'react-router-dom';
