export * from './form-field';
export * from './form-banner';
export * from './visible-error';
export * from './checkbox-field';
export * from './placeholder-tag';
