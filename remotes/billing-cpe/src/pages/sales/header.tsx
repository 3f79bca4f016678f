import { useEffect, useState } from 'react';
import { Alert, Select, Space, Typography } from 'antd';
import { userSeries, type IssuableSeriesRow } from '@trade/contracts/organization';
import type { SaleVoucherCode } from '@trade/contracts/billing-cpe';
import { warehouses } from '@trade/contracts/inventory';
import { people } from '@trade/contracts/purchasing-credits';
import { call, useUser } from '@trade/session';
import { LookupInput, lookupFrom, type FieldContext } from '@trade/ui';
import { ClientQuickCreate } from './ClientQuickCreate';
import { VOUCHER_ID, WAREHOUSES } from './options';
import type { ClientChoice, SaleHeader } from './types';

/*
 * The sale header's own inputs (rendered by the kit inside its Form.Item, which hands them value
 * and onChange): the user's series of the voucher type, the client with its SUNAT warnings, the
 * exchange rate of the day and the branch's warehouse. Each sets its default itself, so the form
 * stays the only place values live.
 */

interface Controlled<T> {
  value?: T;
  onChange?: (value: T) => void;
  id?: string;
}

/** The series a user chose last for each voucher type, kept in this browser per user. */
const memoryKey = (idusuario: number) => `trade.venta.serie.${idusuario}`;
const remembered = (idusuario: number, code: string): number | null => {
  try {
    return Number(JSON.parse(localStorage.getItem(memoryKey(idusuario)) ?? '{}')[code]) || null;
  } catch {
    return null;
  }
};
const remember = (idusuario: number, code: string, idserie: number) => {
  try {
    const all = JSON.parse(localStorage.getItem(memoryKey(idusuario)) ?? '{}');
    localStorage.setItem(memoryKey(idusuario), JSON.stringify({ ...all, [code]: idserie }));
  } catch {
    /* private mode: nothing remembered */
  }
};

/** The user's active series of the voucher type (seriexcomprobante); default: the last used here, else one of the user's branch. */
export function SeriesSelect({
  value,
  onChange,
  id,
  voucher,
}: Controlled<number | null> & { voucher: SaleVoucherCode | undefined }) {
  const user = useUser();
  const [rows, setRows] = useState<IssuableSeriesRow[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!user || !voucher) return;
    let live = true;
    setLoading(true);
    setFailed(null);
    call(userSeries.endpoints.ofUser, { params: { idUser: user.idusuario, idVoucher: VOUCHER_ID[voucher] } })
      .then((answer) => {
        if (!live) return;
        const found = answer.status === 200 ? (answer.detalles ?? []) : [];
        setRows(found);
        if (answer.status !== 200) setFailed(answer.mensaje);
        else if (!found.length)
          setFailed('Su usuario no tiene series activas de este comprobante (asígnelas en Usuarios)');
        const keep = found.find((s) => s.idserie === value);
        if (keep) return;
        const choice =
          found.find((s) => s.idserie === remembered(user.idusuario, voucher)) ??
          found.find((s) => s.idsucursal === user.idsucursal) ??
          found[0];
        onChange?.(choice ? choice.idserie : null);
      })
      .catch(() => live && setFailed('No se pudieron obtener las series'))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [voucher, user?.idusuario]);
  return (
    <>
      <Select<number>
        id={id}
        value={value ?? undefined}
        loading={loading}
        options={rows.map((s) => ({ value: s.idserie, label: `${s.serie} · ${s.sucursal}` }))}
        onChange={(v) => {
          if (voucher && user) remember(user.idusuario, voucher, v);
          onChange?.(v);
        }}
        placeholder="Serie"
      />
      {failed && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {failed}
        </Typography.Text>
      )}
    </>
  );
}

const CLIENTS = lookupFrom(people.endpoints.list, {
  query: { ubica: 1, estado: 1 },
  value: 'idpersona',
  label: (r) => `${r.numero_documento} · ${r.nombres}`,
});

/** Why the chosen client does not fit the voucher, or SUNAT's warning on its RUC. */
export function clientWarnings(
  voucher: string | undefined,
  client: ClientChoice | null | undefined,
): { error?: string; warning?: string } {
  if (!client) return voucher === '01' ? { error: 'Una factura requiere un cliente con RUC' } : {};
  const ruc = String(client.codigo_documento) === '6';
  return {
    ...(voucher === '01' && !ruc
      ? { error: `Una factura se emite a un cliente con RUC; ${client.nombres} no tiene RUC` }
      : {}),
    ...(client.advertencia ? { warning: String(client.advertencia) } : {}),
  };
}

/** The client by document or name, with a quick create from the DNI/RUC lookup; empty means CLIENTES VARIOS. */
export function ClientInput({ value, onChange, id, ctx }: Controlled<number | null> & { ctx: FieldContext }) {
  const values: SaleHeader = ctx.values;
  return (
    <ClientPicker
      id={id}
      value={value ?? null}
      voucher={values.codigo_comprobante}
      client={values.cliente}
      onPick={(v, row) => {
        onChange?.(v);
        ctx.patch?.({ cliente: row });
      }}
    />
  );
}

/** The client lookup with its warnings for the voucher (the sale header's and the counter's). */
export function ClientPicker({
  id,
  value,
  voucher,
  client,
  onPick,
}: {
  id?: string;
  value: number | null;
  voucher: string | undefined;
  client: ClientChoice | null | undefined;
  onPick: (value: number | null, row: ClientChoice | null) => void;
}) {
  const { error, warning } = clientWarnings(voucher, value ? client : null);
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <LookupInput
        id={id}
        source={{ ...CLIENTS, create: (c) => <ClientQuickCreate {...c} /> }}
        style={{ width: '100%' }}
        value={value}
        initialLabel={client ? `${client.numero_documento} · ${client.nombres}` : null}
        placeholder={
          voucher === '01'
            ? 'Obligatorio en una factura: escriba el RUC o la razón social'
            : 'CLIENTES VARIOS (escriba DNI, RUC o nombre)'
        }
        onChange={(v, row) => onPick(v === null ? null : Number(v), row as ClientChoice | null)}
      />
      {error && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
      {warning && <Alert type="warning" showIcon title={warning} style={{ padding: '2px 8px', fontSize: 12 }} />}
    </Space>
  );
}

/** The warehouse the stock leaves from: default the user's branch default warehouse. */
export function WarehouseInput({ value, onChange, id, ctx }: Controlled<number | null> & { ctx: FieldContext }) {
  const user = useUser();
  const label = ctx.values.almacen as string | undefined;
  useEffect(() => {
    if (value || !user?.idsucursal) return;
    let live = true;
    call(warehouses.endpoints.list, { query: { page: 1, pageSize: 50, estado: 1, idsucursal: user.idsucursal } })
      .then((answer) => {
        const rows = answer.detalles ?? [];
        const chosen = rows.find((w) => w.predeterminado) ?? rows[0];
        if (live && chosen) {
          ctx.patch?.({ almacen: `${chosen.nombre} (${chosen.sucursal})` });
          onChange?.(chosen.idalmacen);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.idsucursal]);
  return (
    <LookupInput
      id={id}
      source={WAREHOUSES}
      value={value ?? null}
      initialLabel={label ?? null}
      onChange={(v, row) => {
        onChange?.(v === null ? null : Number(v));
        ctx.patch?.({ almacen: row ? `${row.nombre} (${row.sucursal})` : null });
      }}
    />
  );
}
