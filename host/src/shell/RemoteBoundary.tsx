import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';

interface Props {
  area: string;
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
    console.error(`Pantalla del módulo ${this.props.area}:`, error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteUnavailable
        area={this.props.area}
        detail={this.state.error.message}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

export function RemoteUnavailable({ area, detail, onRetry }: { area: string; detail?: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="No se pudo cargar esta pantalla"
      subTitle={
        <>
          El módulo «{area}» no está disponible en este momento. El resto del sistema sigue funcionando.
          {detail && <div style={{ marginTop: 8, fontSize: 12, color: '#8c8c8c' }}>{detail}</div>}
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}
