import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Descriptions, Popconfirm, Space, Tabs } from 'antd';
import { call, openPrintable, useUser } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { formatMoney } from '@trade/formats';
import { ResourceForm, ResourceScreen, type Option } from '@trade/ui';
import { userSeries } from '@trade/contracts/organization';
import { stayAccounts, type StayAccount, type StayRow } from '@trade/contracts/hospitality';
import { checkoutResource, extraResource, guestResource, paymentResource } from './folio';

const a = stayAccounts.endpoints;
const RESERVED = 1;
const LODGED = 2;
const FINISHED = 3;
/** Voucher type ids of the seed: 1 factura, 2 boleta. */
const VOUCHERS = [
  { id: 1, label: 'Factura' },
  { id: 2, label: 'Boleta' },
];

/** The user's factura and boleta series, as the check-out's choices ('B001 · Boleta'). */
function useSaleSeries(): Option[] {
  const user = useUser();
  const [series, setSeries] = useState<Option[]>([]);
  useEffect(() => {
    if (!user) return;
    Promise.all(
      VOUCHERS.map((v) =>
        call(userSeries.endpoints.ofUser, { params: { idUser: user.idusuario, idVoucher: v.id } }).then((answer) =>
          (answer.status === 200 ? (answer.detalles ?? []) : []).map((s) => ({
            value: s.idserie,
            label: `${s.serie} · ${v.label}`,
          })),
        ),
      ),
    ).then((lists) => setSeries(lists.flat()));
  }, [user]);
  return series;
}

/**
 * A stay's folio in its drawer: its account (nights, consumption, payments, balance), its guests,
 * the products charged to the room and the payments on account; check-in, and the check-out that
 * issues the factura or boleta and opens its ticket.
 */
export function StayFolio({ stay, onChanged }: { stay: StayRow; onChanged: () => Promise<void> }) {
  const notify = useNotify();
  const series = useSaleSeries();
  const [account, setAccount] = useState<StayAccount | null>(null);
  const [checkingOut, setCheckingOut] = useState(false);
  const id = stay.reserva_estancia_id;
  const params = { reserva_estancia_id: id };
  const extras = useMemo(() => extraResource(stay.idsucursal), [stay.idsucursal]);
  const checkout = useMemo(() => checkoutResource(series), [series]);

  const reload = useCallback(async () => {
    const answer = await call(a.account, { params: { id } });
    if (answer.status === 200) setAccount(answer.detalles ?? null);
  }, [id]);
  useEffect(() => void reload(), [reload]);

  const checkIn = async () => {
    const answer = await call(a.checkIn, { body: { reserva_estancia_id: id } });
    if (answer.status !== 200) return notify.error(answer.mensaje);
    notify.success(answer.mensaje);
    await onChanged();
  };
  const list = { params, syncUrl: false, onChanged: () => void reload() };
  const open = stay.estado === RESERVED || stay.estado === LODGED;

  return (
    <>
      {account && (
        <Descriptions column={2} size="small" bordered style={{ marginTop: 16 }} title="Cuenta de la estancia">
          <Descriptions.Item label="Hospedaje">{formatMoney(account.hospedaje)}</Descriptions.Item>
          <Descriptions.Item label="Consumos">{formatMoney(account.extras)}</Descriptions.Item>
          <Descriptions.Item label="Pagos a cuenta">{formatMoney(account.pagos)}</Descriptions.Item>
          <Descriptions.Item label="Saldo">{formatMoney(account.saldo)}</Descriptions.Item>
          {account.documento && (
            <Descriptions.Item label="Comprobante" span={2}>
              {account.documento}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      <Space wrap style={{ marginTop: 16 }}>
        {stay.estado === RESERVED && (
          <Popconfirm title="¿Registrar el check-in?" okText="Check-in" cancelText="Volver" onConfirm={checkIn}>
            <Button type="primary">Check-in</Button>
          </Popconfirm>
        )}
        {stay.estado === LODGED && (
          <Button type="primary" onClick={() => setCheckingOut(true)}>
            Check-out
          </Button>
        )}
        {stay.estado === FINISHED && account?.idventa && (
          <Button onClick={() => openPrintable(a.ticket, { params: { id } })}>Imprimir comprobante</Button>
        )}
      </Space>
      {(open || stay.estado === FINISHED) && (
        <Tabs
          style={{ marginTop: 8 }}
          items={[
            { key: 'huespedes', label: 'Huéspedes', children: <ResourceScreen resource={guestResource} {...list} /> },
            ...(stay.estado === RESERVED
              ? []
              : [{ key: 'consumos', label: 'Consumos', children: <ResourceScreen resource={extras} {...list} /> }]),
            {
              key: 'pagos',
              label: 'Pagos a cuenta',
              children: <ResourceScreen resource={paymentResource} {...list} />,
            },
          ]}
        />
      )}
      <ResourceForm
        resource={checkout}
        open={checkingOut}
        mode="create"
        row={null}
        params={params}
        onClose={() => setCheckingOut(false)}
        onSaved={async () => {
          setCheckingOut(false);
          await openPrintable(a.ticket, { params: { id } });
          await onChanged();
        }}
      />
    </>
  );
}
