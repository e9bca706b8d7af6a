export * from './runtime-config';
export * from './paths';
