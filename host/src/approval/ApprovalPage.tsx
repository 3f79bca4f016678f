import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Layout, Popconfirm, Spin, Table, Tag } from 'antd';
import { useParams } from 'react-router-dom';
import { QUOTE_ANSWERS, serviceOrderWork, type QuoteView } from '@trade/contracts/workshop';
import { call } from '@trade/session';
import { formatDate } from '@trade/formats';
import { AntdRoot } from '../antd/AntdRoot';
import '../tracking/tracking.css';

const { publicQuote, publicAnswer } = serviceOrderWork.endpoints;
const CONNECTION_ERROR = 'Error al conectar con el servidor. Intente nuevamente en unos minutos.';

/** The quote of a service order, opened from the signed link the workshop sent: approve or reject it, once. */
function ApprovalScreen() {
  const { token = '' } = useParams();
  const [quote, setQuote] = useState<QuoteView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    call(publicQuote, { params: { token } })
      .then((answer) =>
        answer.status === 200 && answer.detalles ? setQuote(answer.detalles) : setError(answer.mensaje),
      )
      .catch(() => setError(CONNECTION_ERROR));
  }, [token]);

  async function answer(aprobacion: number) {
    setBusy(true);
    try {
      const reply = await call(publicAnswer, { body: { token, aprobacion } });
      if (reply.status === 200 && reply.detalles) setQuote(reply.detalles);
      else setError(reply.mensaje);
    } catch {
      setError(CONNECTION_ERROR);
    } finally {
      setBusy(false);
    }
  }

  let content: ReactNode;
  if (error && !quote)
    content = <Alert type="warning" showIcon title="No se puede abrir la cotización" description={error} />;
  else if (!quote) content = <Spin />;
  else
    content = (
      <Card title={`Cotización de la orden ${quote.documento}`}>
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Taller">{quote.empresa}</Descriptions.Item>
            <Descriptions.Item label="Cliente">{quote.cliente}</Descriptions.Item>
            <Descriptions.Item label="Vehículo">{`${quote.placa} · ${quote.vehiculo}`}</Descriptions.Item>
            <Descriptions.Item label="Falla reportada">{quote.falla}</Descriptions.Item>
            {quote.diagnostico && <Descriptions.Item label="Diagnóstico">{quote.diagnostico}</Descriptions.Item>}
          </Descriptions>
          <Table
            size="small"
            pagination={false}
            rowKey={(_, index) => String(index)}
            dataSource={quote.items}
            // Two columns: the whole quote fits a phone without scrolling sideways.
            columns={[
              {
                key: 'denominacion',
                title: 'Descripción',
                render: (_, l) => (
                  <>
                    <div>{l.denominacion}</div>
                    <small>{`${l.servicio ? 'Mano de obra' : 'Repuesto'} · ${Number(l.cantidad)} × ${l.precio_unitario.replace(/(\.\d{2})\d*$/, '$1')}`}</small>
                  </>
                ),
              },
              { key: 'importe', title: 'Importe (S/)', dataIndex: 'importe', align: 'right' },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>Total con IGV</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong>{quote.total}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          {error && <Alert type="error" showIcon title={error} />}
          {quote.aprobacion === null ? (
            <Flex gap={8} wrap>
              <Button type="primary" size="large" loading={busy} onClick={() => answer(1)}>
                Aprobar cotización
              </Button>
              <Popconfirm
                title="¿Rechazar la cotización?"
                okText="Rechazar"
                cancelText="Cancelar"
                onConfirm={() => answer(0)}
              >
                <Button size="large" danger loading={busy}>
                  Rechazar
                </Button>
              </Popconfirm>
              <span>{`El enlace vence el ${formatDate(quote.vence, { locale: 'es', withTime: true })}.`}</span>
            </Flex>
          ) : (
            <Alert
              type={quote.aprobacion === 1 ? 'success' : 'info'}
              showIcon
              title={
                <>
                  Cotización{' '}
                  <Tag color={QUOTE_ANSWERS.color(quote.aprobacion)}>{QUOTE_ANSWERS.label(quote.aprobacion)}</Tag>
                  {quote.aprobacion_fecha &&
                    `el ${formatDate(quote.aprobacion_fecha, { locale: 'es', withTime: true })}`}
                </>
              }
            />
          )}
        </Flex>
      </Card>
    );

  return (
    <Layout className="tracking-page">
      <Layout.Header className="tracking-header">
        <span className="tracking-brand">
          <img src="/trade/favicon.svg" alt="" width={28} height={28} /> Trade
        </span>
        <span>Aprobación de cotización</span>
      </Layout.Header>
      <Layout.Content className="tracking-content">{content}</Layout.Content>
    </Layout>
  );
}

/** Public: the customer needs no account, only the link (signed by the server, with an expiry). */
export default function ApprovalPage() {
  return (
    <AntdRoot>
      <ApprovalScreen />
    </AntdRoot>
  );
}
