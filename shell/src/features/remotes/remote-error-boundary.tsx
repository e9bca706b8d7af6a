import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@cs16ar/shared';

const Panel = styled(Card)`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;

  h2 {
    font-size: 1.3rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Props = { area: string; onRetry: () => void; children: ReactNode };
type State = { error: Error | null };

/**
 * Keeps a failing remote (its files cannot be fetched, or it throws while rendering) inside the content
 * area: the layout and every other route keep working, and the player can try again.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.area} falló`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Panel role="alert">
        <h2>No pudimos mostrar {this.props.area}</h2>
        <p>Puede ser un problema de conexión o una actualización en curso. El resto del sitio sigue funcionando.</p>
        <Button onClick={this.retry}>Reintentar</Button>
      </Panel>
    );
  }
}
