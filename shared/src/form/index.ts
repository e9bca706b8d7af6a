export * from './form-field';
export * from './checkbox-field';
export * from './select-field';
