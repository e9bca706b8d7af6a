import styled from 'styled-components';

const Page = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 32px 16px;
`;

export function HelpCentrePage() {
  return (
    <Page>
      <h1>Centro de Ayuda</h1>
    </Page>
  );
}
