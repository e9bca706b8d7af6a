export * from './api';
export * from './session';
export * from './config';
export * from './types';
export * from './theme';
export * from './components';
export * from './remotes/remote-modules';
export * from './providers/site-providers';
