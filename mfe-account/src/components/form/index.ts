export * from './form-banner';
export * from './visible-error';
export * from './placeholder-tag';
