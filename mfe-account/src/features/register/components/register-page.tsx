import styled from 'styled-components';

const Page = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 32px 16px;
`;

export function RegisterPage() {
  return (
    <Page>
      <h1>Crear cuenta</h1>
    </Page>
  );
}
