import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, DatePicker, Descriptions, Input, Space, Spin, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { formatDate } from '@trade/formats';
import { call } from '@trade/session';
import { creditNotes } from '@trade/contracts/billing-cpe';
import type { DocumentSection } from '@trade/ui';
import { CpeTag } from '../../cpe';
import { effectOf, linesFor, type NoteHeader } from './lines';

/*
 * The new note's own section below its lines: the sale it corrects (client, total, what is left of
 * it after earlier notes, its receivable) read from `creditNotes.sale`, which refills the lines whenever
 * the sale, the note type or the reason changes; and for a type 13 note the new cuotas, prefilled
 * with the pending ones. The sale travels in the header as `_venta` so the save check sees it.
 */

type Cuota = { monto: string; fecha_vencimiento: string };
const sym = (sale: { moneda: string }) => (sale.moneda === 'USD' ? 'US$' : 'S/');

export function NoteSection({ section }: { section: DocumentSection }) {
  const { patch, setLines, disabled } = section;
  const header: NoteHeader = section.header;
  const { idventa, tipo, codigo_motivo: codigo } = header;
  const sale = header._venta ?? null;
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const filled = useRef('');

  useEffect(() => {
    if (!idventa) {
      patch({ _venta: undefined });
      return;
    }
    if (sale?.idventa === idventa) return;
    let live = true;
    setLoading(true);
    setFailed(null);
    call(creditNotes.endpoints.sale, { params: { id: idventa } })
      .then((answer) => {
        if (!live) return;
        if (answer.status === 200 && answer.detalles) patch({ _venta: answer.detalles });
        else setFailed(answer.mensaje);
      })
      .catch(() => live && setFailed('No se pudo obtener la venta'))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idventa]);

  useEffect(() => {
    // The lines follow the sale and the reason: an annulment takes it whole, a return what is left...
    if (!sale || !tipo || !codigo || sale.idventa !== idventa) return;
    const key = `${sale.idventa}|${tipo}|${codigo}`;
    if (filled.current === key) return;
    filled.current = key;
    setLines(linesFor(sale, tipo, codigo));
    if (effectOf(tipo, codigo) === 'cuotas') patch({ cuotas: sale.cuotas_pendientes.map((c) => ({ ...c })) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sale, tipo, codigo]);

  if (!idventa)
    return (
      <Alert
        type="info"
        showIcon
        title="Elija la venta (factura o boleta aceptada por SUNAT) que corrige la nota: sus líneas se cargan solas."
      />
    );
  if (loading) return <Spin tip="Obteniendo venta..." style={{ display: 'block', margin: 16 }} />;
  if (failed) return <Alert type="error" showIcon title={failed} />;
  if (!sale) return null;
  const cuotas = header.cuotas ?? [];
  const setCuotas = (next: Cuota[]) => patch({ cuotas: next });
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="Venta que corrige" role="region" aria-label="Venta que corrige">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            { key: 'doc', label: 'Comprobante', children: `${sale.documento} (${formatDate(sale.fecha)})` },
            { key: 'cliente', label: 'Cliente', children: `${sale.cliente_documento} · ${sale.cliente}` },
            { key: 'sunat', label: 'SUNAT', children: <CpeTag estado={sale.cpe_estado} /> },
            { key: 'total', label: 'Total', children: `${sym(sale)} ${sale.total}` },
            {
              key: 'saldo',
              label: 'Disponible para notas de crédito',
              children: <span aria-label="Disponible para notas">{`${sym(sale)} ${sale.saldo}`}</span>,
            },
            ...(sale.saldo_credito !== null
              ? [{ key: 'credito', label: 'Saldo por cobrar', children: `${sym(sale)} ${sale.saldo_credito}` }]
              : []),
          ]}
        />
        {sale.impedimento && <Alert type="warning" showIcon title={sale.impedimento} style={{ marginTop: 8 }} />}
      </Card>
      {effectOf(tipo, codigo) === 'cuotas' && (
        <Card size="small" title="Nuevas cuotas del saldo pendiente" role="region" aria-label="Nuevas cuotas">
          <Table<Cuota & { i: number }>
            size="small"
            rowKey="i"
            pagination={false}
            dataSource={cuotas.map((c, i) => ({ ...c, i }))}
            columns={[
              { key: 'n', title: 'N.º', width: 50, render: (_v, r) => r.i + 1 },
              {
                key: 'f',
                title: 'Vencimiento',
                render: (_v, r) => (
                  <DatePicker
                    aria-label={`Vencimiento de la cuota ${r.i + 1}`}
                    format="DD/MM/YYYY"
                    value={r.fecha_vencimiento ? dayjs(r.fecha_vencimiento) : null}
                    disabled={disabled}
                    onChange={(d) =>
                      setCuotas(
                        cuotas.map((c, j) =>
                          j === r.i ? { ...c, fecha_vencimiento: d ? d.format('YYYY-MM-DD') : '' } : c,
                        ),
                      )
                    }
                  />
                ),
              },
              {
                key: 'm',
                title: 'Monto',
                render: (_v, r) => (
                  <Input
                    aria-label={`Monto de la cuota ${r.i + 1}`}
                    inputMode="decimal"
                    value={r.monto}
                    disabled={disabled}
                    onChange={(e) => setCuotas(cuotas.map((c, j) => (j === r.i ? { ...c, monto: e.target.value } : c)))}
                  />
                ),
              },
              {
                key: 'x',
                width: 48,
                render: (_v, r) => (
                  <Button
                    aria-label={`Quitar la cuota ${r.i + 1}`}
                    icon={<DeleteOutlined />}
                    disabled={disabled || cuotas.length === 1}
                    onClick={() => setCuotas(cuotas.filter((_c, j) => j !== r.i))}
                  />
                ),
              },
            ]}
          />
          <Space style={{ marginTop: 8 }}>
            <Button
              icon={<PlusOutlined />}
              disabled={disabled}
              onClick={() => setCuotas([...cuotas, { monto: '', fecha_vencimiento: '' }])}
            >
              Agregar cuota
            </Button>
            <Typography.Text type="secondary">
              Deben sumar el saldo pendiente: {sym(sale)} {sale.saldo_credito ?? '0.00'}
            </Typography.Text>
          </Space>
        </Card>
      )}
    </Space>
  );
}
