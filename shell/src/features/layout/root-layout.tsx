import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './footer';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';

const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight});
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -48px;
  z-index: 100;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  &:focus {
    top: 12px;
  }
`;

/** docs/product.md §2 Layout: the frame every page (shell's or a remote's) renders in. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#contenido">Saltar al contenido</SkipLink>
      <TopBar />
      <Main id="contenido" tabIndex={-1}>
        {children}
      </Main>
      {/* Below the fold: hydrated on its own, after the page. */}
      <Suspense>
        <Footer />
      </Suspense>
      <TabBar />
    </>
  );
}
