import { Card, Descriptions, List, Space, Typography } from 'antd';
import { formatDate } from '@trade/formats';
import { dec } from '@trade/money';
import type { NoteDetail } from '@trade/contracts/billing-cpe';
import type { DocumentRecord } from '@trade/ui';
import { CpeCard } from '../../cpe';
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
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
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
      {n.cpe && <CpeCard cpe={n.cpe} />}
      <SentMails mails={n.correos} />
    </Space>
  );
}
