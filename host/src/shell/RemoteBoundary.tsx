import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';

interface Props {
  /** The screen's name in the menu ('Control de menús'). */
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote screen inside its own box; the menu and other screens keep working. */
export class RemoteBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    // The technical detail is for whoever looks at the console, not for the user.
    console.error(`No se pudo mostrar la pantalla «${this.props.name}»:`, error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteUnavailable
        name={this.props.name}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** What a user sees when a screen's module cannot be loaded: Spanish only, and a way to try again. */
export function RemoteUnavailable({ name, onRetry }: { name: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="No se pudo cargar esta pantalla"
      subTitle={`«${name}» no está disponible en este momento. El resto del sistema sigue funcionando; intente nuevamente en unos minutos.`}
      extra={
        <Button type="primary" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}
