import { useMemo, useState } from 'react';
import { Button, Descriptions, Select, Space } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatDate, formatNumber } from '@trade/formats';
import { call } from '@trade/session';
import { DateRangeFilter, ResourceScreen, defineResource, useOptions } from '@trade/ui';
import { creditDocuments, type StatementAnswer, type StatementLine } from '@trade/contracts/purchasing-credits';
import { CURRENCY_OPTIONS } from '../../options';

/** Amounts without a symbol: the statement's currency is in its title. */
const formatMoney = (value: string) => formatNumber(value);
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The statement as a printable page of its own (a new window with only the statement, then the print dialog). */
function printStatement(s: StatementAnswer) {
  const rows = s.movimientos
    .map(
      (m) =>
        `<tr><td>${formatDate(m.fecha)}</td><td>${escapeHtml(m.movimiento)}</td><td>${escapeHtml(m.documento ?? '')}</td><td>${escapeHtml(m.concepto ?? '')}</td><td class="n">${formatMoney(m.cargo)}</td><td class="n">${formatMoney(m.abono)}</td><td class="n">${formatMoney(m.saldo)}</td></tr>`,
    )
    .join('');
  const range =
    s.desde || s.hasta
      ? `Del ${s.desde ? formatDate(s.desde) : 'inicio'} al ${s.hasta ? formatDate(s.hasta) : 'día de hoy'}`
      : 'Todos los movimientos';
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Estado de cuenta ${escapeHtml(s.persona)}</title>
<style>body{font:12px system-ui,sans-serif;margin:24px}h1{font-size:16px;margin:0 0 4px}table{border-collapse:collapse;width:100%;margin-top:12px}th,td{border:1px solid #999;padding:4px 6px}th{background:#eee}.n{text-align:right;white-space:nowrap}</style></head>
<body><h1>Estado de cuenta (${s.tipo === 'cliente' ? 'cliente' : 'proveedor'}) · ${escapeHtml(s.moneda)}</h1>
<div>${escapeHtml(s.numero_documento)} · ${escapeHtml(s.persona)}</div><div>${range}</div>
<table><thead><tr><th>Fecha</th><th>Movimiento</th><th>Documento</th><th>Concepto</th><th>Cargo</th><th>Abono</th><th>Saldo</th></tr></thead>
<tbody><tr><td colspan="6">Saldo inicial</td><td class="n">${formatMoney(s.saldo_inicial)}</td></tr>${rows}
<tr><th colspan="4">Totales</th><th class="n">${formatMoney(s.cargos)}</th><th class="n">${formatMoney(s.abonos)}</th><th class="n">${formatMoney(s.saldo_final)}</th></tr></tbody></table>
<script>window.onload=()=>window.print()</script></body></html>`;
  const win = window.open('', '_blank');
  if (!win) return false;
  win.document.write(html);
  win.document.close();
  return true;
}

export interface StatementProps {
  tipo: 'cliente' | 'proveedor';
  idpersona: number;
}

/** A person's account statement in one currency: charges, payments and the running balance; exportable and printable. */
export function Statement({ tipo, idpersona }: StatementProps) {
  const [idmoneda, setIdmoneda] = useState(1);
  const [range, setRange] = useState<{ desde?: string; hasta?: string }>({});
  const [answer, setAnswer] = useState<StatementAnswer | null>(null);
  const currencies = useOptions(CURRENCY_OPTIONS);
  // One resource per currency and range: a new object on every render would reload the list forever.
  const resource = useMemo(
    () =>
      defineResource<StatementLine & { idx: number }>({
        key: `estado-cuenta-${tipo}`,
        title: 'Estado de cuenta',
        noun: 'movimiento',
        idField: 'idx',
        api: {
          paging: 'client',
          list: async () => {
            const result = await call(creditDocuments.endpoints.statement, {
              params: { id: idpersona },
              query: { tipo, idmoneda, ...range },
            });
            setAnswer(result.status === 200 ? (result.detalles ?? null) : null);
            return { ...result, detalles: (result.detalles?.movimientos ?? []).map((m, idx) => ({ ...m, idx })) };
          },
        },
        columns: [
          { key: 'fecha', title: 'Fecha', type: 'date' },
          { key: 'movimiento', title: 'Movimiento' },
          { key: 'documento', title: 'Documento' },
          { key: 'concepto', title: 'Concepto', ellipsis: true },
          { key: 'cargo', title: 'Cargo', type: 'money', total: true },
          { key: 'abono', title: 'Abono', type: 'money', total: true },
          { key: 'saldo', title: 'Saldo', type: 'money' },
        ],
        messages: { empty: 'Sin movimientos' },
      }),
    [tipo, idpersona, idmoneda, range],
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label="Moneda"
          style={{ width: 200 }}
          value={idmoneda}
          onChange={setIdmoneda}
          options={currencies.options}
          loading={currencies.loading}
        />
        <DateRangeFilter
          filter={{ name: 'fecha', label: 'Fechas', type: 'dateRange' }}
          values={range}
          onChange={(values) =>
            setRange({ desde: values.desde as string | undefined, hasta: values.hasta as string | undefined })
          }
        />
        <Button icon={<PrinterOutlined />} disabled={!answer} onClick={() => answer && printStatement(answer)}>
          Imprimir estado de cuenta
        </Button>
      </Space>
      {answer && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, md: 4 }}
          items={[
            { key: 'ini', label: 'Saldo inicial', children: `${answer.moneda} ${formatMoney(answer.saldo_inicial)}` },
            { key: 'car', label: 'Cargos', children: formatMoney(answer.cargos) },
            { key: 'abo', label: 'Abonos', children: formatMoney(answer.abonos) },
            {
              key: 'fin',
              label: 'Saldo final',
              children: <strong>{`${answer.moneda} ${formatMoney(answer.saldo_final)}`}</strong>,
            },
          ]}
        />
      )}
      <ResourceScreen key={`${idmoneda}-${range.desde}-${range.hasta}`} resource={resource} syncUrl={false} />
    </Space>
  );
}
