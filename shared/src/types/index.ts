export * from './media';
export * from './user';
export * from './server';
export * from './help-article';
export * from './navigation';
export * from './community';
export * from './news';
export * from './ban';
