import { Card, Descriptions, List, Space, Typography } from 'antd';
import { formatDate, formatDateTime } from '@trade/formats';
import { dec } from '@trade/money';
import type { NoteDetail } from '@trade/contracts/billing-cpe';
import type { DocumentRecord } from '@trade/ui';
import { NoteCpeTag } from './NoteCpeTag';
import { SentMails } from '@trade/ui';

/*
 * The saved note's own parts below its lines: the sale it corrects and the reason, what it did to the
 * receivable or the cash (and the new cuotas of a type 13 note), its electronic document with SUNAT's
 * answer, and the mails sent about it.
 */
export function NoteSections({ record }: { record: DocumentRecord }) {
  const n = record.raw as NoteDetail;
  const s = n.moneda === 'USD' ? 'US$' : 'S/';
  const caja = dec(n.monto_caja);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="Efecto de la nota" role="region" aria-label="Efecto de la nota">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'venta',
              label: 'Comprobante que modifica',
              children: `${n.venta_documento} (${formatDate(n.venta_fecha)}) · ${s} ${n.venta_total}`,
            },
            { key: 'motivo', label: 'Motivo', children: `${n.codigo_motivo} - ${n.motivo}` },
            { key: 'sustento', label: 'Sustento', children: n.sustento },
            {
              key: 'stock',
              label: 'Stock',
              children: n.devuelve_stock ? 'Los productos devueltos volvieron al almacén' : 'No mueve stock',
            },
            ...(n.idcredito
              ? [
                  {
                    key: 'credito',
                    label: n.tipo === '08' ? 'Cuenta por cobrar aumentada' : 'Cuenta por cobrar reducida',
                    children: `${s} ${n.monto_credito}`,
                  },
                ]
              : []),
            ...(!caja.isZero()
              ? [
                  {
                    key: 'caja',
                    label: caja.lt(0) ? 'Devuelto en caja' : 'Cobrado en caja',
                    children: `S/ ${caja.abs().toFixed(2)}`,
                  },
                ]
              : []),
            ...(n.estado === 0
              ? [
                  {
                    key: 'revertida',
                    label: 'Revertida',
                    children: <Typography.Text type="danger">{n.motivo_reversion ?? 'Sí'}</Typography.Text>,
                  },
                ]
              : []),
          ]}
        />
        {n.cuotas.length > 0 && (
          <List
            size="small"
            header="Cuotas"
            dataSource={n.cuotas}
            renderItem={(c, i) => (
              <List.Item>
                <span>
                  {i + 1}. {formatDate(c.fecha_vencimiento)}
                </span>
                <span>
                  {s} {c.monto}
                </span>
              </List.Item>
            )}
          />
        )}
      </Card>
      {n.cpe && (
        <Card size="small" title="Comprobante electrónico" role="region" aria-label="Comprobante electrónico">
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'estado',
                label: 'Estado',
                children: (
                  <span aria-label="Estado SUNAT">
                    <NoteCpeTag estado={n.cpe.estado} />
                  </span>
                ),
              },
              { key: 'archivo', label: 'Archivo', children: n.cpe.nombre },
              ...(n.cpe.codigo_respuesta !== null || n.cpe.descripcion_respuesta
                ? [
                    {
                      key: 'sunat',
                      label: 'Respuesta de SUNAT',
                      children: `${n.cpe.codigo_respuesta ?? ''} ${n.cpe.descripcion_respuesta ?? ''}`.trim(),
                    },
                  ]
                : []),
              ...(n.cpe.observaciones.length
                ? [{ key: 'obs', label: 'Observaciones', children: n.cpe.observaciones.join(' · ') }]
                : []),
              ...(n.cpe.ultimo_error
                ? [
                    {
                      key: 'error',
                      label: 'Último error',
                      children: <Typography.Text type="danger">{n.cpe.ultimo_error}</Typography.Text>,
                    },
                  ]
                : []),
              ...(n.cpe.hash
                ? [{ key: 'hash', label: 'Hash', children: <Typography.Text code>{n.cpe.hash}</Typography.Text> }]
                : []),
              { key: 'act', label: 'Actualizado', children: formatDateTime(n.cpe.actualizado) },
            ]}
          />
        </Card>
      )}
      <SentMails mails={n.correos} />
    </Space>
  );
}
