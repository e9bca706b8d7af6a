import styled from 'styled-components';

const Page = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 32px 16px;
`;

export function ServerListPage() {
  return (
    <Page>
      <h1>Servidores de la comunidad</h1>
    </Page>
  );
}
