import styled from 'styled-components';

const Page = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 32px 16px;
`;

export function ProfilePage() {
  return (
    <Page>
      <h1>Mi perfil</h1>
    </Page>
  );
}
