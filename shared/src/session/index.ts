export * from './session-store';
export * from './session';
export * from './session-context';
