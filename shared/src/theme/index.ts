import './styled-theme';

export * from './theme';
export * from './global-style';
