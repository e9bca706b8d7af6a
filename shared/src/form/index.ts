export * from './form-field';
export * from './checkbox-field';
