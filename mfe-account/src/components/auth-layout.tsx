import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, mediaUp } from '@cs16ar/shared';

const Page = styled.section`
  display: flex;
  justify-content: center;
  padding: 32px 16px 48px;

  ${mediaUp('md')} {
    padding: 56px 24px 72px;
  }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 460px;
  padding: 28px 20px;
  background:
    radial-gradient(120% 60% at 50% 0%, rgba(255, 138, 31, 0.1) 0%, rgba(255, 138, 31, 0) 70%),
    ${({ theme }) => theme.colors.surface};

  ${mediaUp('sm')} {
    padding: 36px 36px 32px;
  }
`;

const Header = styled.header`
  margin-bottom: 24px;
  text-align: center;

  h1 {
    font-size: 1.75rem;
    margin-bottom: 6px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Footer = styled.footer`
  margin-top: 24px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;

  a {
    font-weight: 650;
  }
`;

/** The card sign-in and registration share: title, subtitle, the form, and a link to the other one. */
export function AuthLayout({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string;
  subtitle: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page>
      <Panel>
        <Header>
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </Header>
        {children}
        <Footer>{footer}</Footer>
      </Panel>
    </Page>
  );
}

/** The fields of a form, one under the other. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;
