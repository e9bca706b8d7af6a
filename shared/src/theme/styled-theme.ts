import type { Theme } from './theme';

// Typed `props.theme` in every styled component of every app.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends Theme {}
}
