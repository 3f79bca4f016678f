import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, List, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { CloudSyncOutlined, DownloadOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import {
  cpeDocuments,
  type CpeDocumentDetail,
  type CpeDocumentRow,
  type CpeLinkRow,
} from '@trade/contracts/billing-cpe';
import { formatDate, formatDateTime, formatMoney } from '@trade/formats';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { CpeTag } from '../../cpe';
import { PlazoTag } from './CpeEstadoTag';
import { confirmVoid, consult, download, retry } from './actions';
import { eventoName } from './labels';
import { useRefresh } from './refresh';

/** Timeline dots: the outcome's colour; every other step blue. */
const TIMELINE_COLOR: Record<string, string> = {
  aceptado: 'green',
  observado: 'orange',
  rechazado: 'red',
  invalido: 'red',
  error: 'red',
  reintento: 'orange',
  anulado: 'gray',
  consulta: 'gray',
};

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

function Links({ title, rows }: { title: string; rows: CpeLinkRow[] }) {
  if (!rows.length) return null;
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <List
        size="small"
        dataSource={rows}
        renderItem={(l) => (
          <List.Item>
            <Space wrap>
              <span>{l.serie_numero}</span>
              <Tag>{l.accion === 'anular' ? 'Anulación' : 'Informado'}</Tag>
              <CpeTag estado={l.estado} />
            </Space>
          </List.Item>
        )}
      />
    </div>
  );
}

/** One document: data, SUNAT's answer, the actions it allows, its files and its state history. */
export function CpeDetail({ row, onChanged }: { row: CpeDocumentRow; onChanged: () => void }) {
  const notify = useNotify();
  const { modal } = App.useApp();
  const { changed } = useRefresh();
  const [data, setData] = useState<CpeDocumentDetail>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setError(undefined);
    try {
      const answer = await call(cpeDocuments.endpoints.detail, { params: { id: row.id } });
      if (answer.status === 200 && answer.detalles) setData(answer.detalles);
      else setError(answer.mensaje);
    } catch {
      setError('Error al obtener el comprobante');
    }
  }, [row.id]);
  useEffect(() => void load(), [load]);

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await action()) {
        await load();
        onChanged();
        changed();
      }
    } finally {
      setBusy(false);
    }
  };

  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={load}>Reintentar</Button>} />;
  if (!data) return <Spin />;
  const doc = data.documento;
  const sunat =
    doc.codigo_respuesta === null
      ? '—'
      : `${doc.codigo_respuesta} - ${doc.descripcion_respuesta ?? doc.codigo_descripcion ?? ''}`;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {doc.plazo && (
        <Alert
          type={doc.plazo === 'vencido' ? 'error' : 'warning'}
          showIcon
          title={
            doc.plazo === 'vencido'
              ? `El plazo de envío a SUNAT venció el ${formatDate(doc.plazo_envio)}`
              : `Envíe este comprobante a SUNAT hasta el ${formatDate(doc.plazo_envio)}`
          }
        />
      )}
      {doc.ultimo_error && <Alert type="error" showIcon title="Último error de envío" description={doc.ultimo_error} />}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'tipo', label: 'Tipo', children: `${doc.tipo_doc} · ${doc.tipo}` },
          { key: 'numero', label: 'Serie-número', children: doc.serie_numero },
          { key: 'fecha', label: 'Emisión', children: formatDate(doc.fecha_emision) },
          {
            key: 'estado',
            label: 'Estado',
            children: (
              <Space wrap>
                <CpeTag estado={doc.estado} />
                <PlazoTag row={doc} />
              </Space>
            ),
          },
          {
            key: 'cliente',
            label: 'Cliente',
            children: doc.cliente_nombre
              ? `${doc.cliente_nombre} (${dash(doc.cliente_num_doc)})`
              : dash(doc.cliente_num_doc),
          },
          {
            key: 'total',
            label: 'Total',
            children:
              doc.total === null ? '—' : formatMoney(doc.total, { currency: doc.moneda === 'USD' ? 'USD' : 'PEN' }),
          },
          { key: 'sunat', label: 'Respuesta de SUNAT', children: sunat, span: 2 },
          ...(doc.codigo_descripcion && doc.codigo_respuesta
            ? [{ key: 'codigo', label: `Código ${doc.codigo_respuesta}`, children: doc.codigo_descripcion, span: 2 }]
            : []),
          { key: 'intentos', label: 'Intentos / envíos', children: `${doc.intentos} / ${doc.envios}` },
          { key: 'ticket', label: 'Ticket', children: dash(doc.ticket) },
          { key: 'sucursal', label: 'Sucursal', children: dash(doc.sucursal) },
          { key: 'baja', label: 'Plazo para anular', children: doc.plazo_baja ? formatDate(doc.plazo_baja) : '—' },
          {
            key: 'archivo',
            label: 'Archivo',
            children: <Typography.Text copyable>{doc.nombre}</Typography.Text>,
            span: 2,
          },
          ...(data.hash
            ? [{ key: 'hash', label: 'Hash', children: <Typography.Text code>{data.hash}</Typography.Text>, span: 2 }]
            : []),
        ]}
      />
      <Space wrap>
        <Button icon={<CloudSyncOutlined />} loading={busy} onClick={() => run(() => consult(doc, notify))}>
          Consultar en SUNAT
        </Button>
        {doc.reintentable && (
          <Button icon={<RedoOutlined />} disabled={busy} onClick={() => run(() => retry(doc, notify))}>
            Reintentar envío
          </Button>
        )}
        {doc.anulable && (
          <Button
            danger
            icon={<StopOutlined />}
            disabled={busy}
            onClick={() => confirmVoid(doc, modal, notify, () => void run(async () => true))}
          >
            Anular
          </Button>
        )}
      </Space>
      <Space wrap>
        <Button icon={<DownloadOutlined />} disabled={!data.tiene_xml} onClick={() => download(doc, 'xml', notify)}>
          XML
        </Button>
        <Button icon={<DownloadOutlined />} disabled={!data.tiene_zip} onClick={() => download(doc, 'zip', notify)}>
          ZIP
        </Button>
        <Button icon={<DownloadOutlined />} disabled={!data.tiene_cdr} onClick={() => download(doc, 'cdr', notify)}>
          CDR
        </Button>
      </Space>
      {data.observaciones.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="Observaciones de SUNAT"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {data.observaciones.map((o, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the CDR, never reordered
                <li key={i}>
                  {o.codigo ? `${o.codigo} - ` : ''}
                  {o.mensaje}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {data.errores.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="Errores del XML"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {data.errores.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the schema check, never reordered
                <li key={i}>
                  {e.linea ? `Línea ${e.linea}: ` : ''}
                  {e.mensaje}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Links title="Comprobantes de este envío" rows={data.referencias} />
      <Links title="Incluido en" rows={data.incluido_en} />
      <div>
        <Typography.Title level={5}>Historial</Typography.Title>
        <Timeline
          aria-label="Historial de estados"
          items={data.eventos.map((e) => ({
            key: e.id,
            color: TIMELINE_COLOR[e.estado] ?? 'blue',
            content: (
              <div>
                <Typography.Text strong>{eventoName(e.estado)}</Typography.Text>{' '}
                <Typography.Text type="secondary">{formatDateTime(e.creado_en)}</Typography.Text>
                {e.detalle && <div style={{ wordBreak: 'break-word' }}>{e.detalle}</div>}
              </div>
            ),
          }))}
        />
      </div>
    </Space>
  );
}
