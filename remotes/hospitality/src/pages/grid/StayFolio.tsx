import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Descriptions, Popconfirm, Space, Tabs } from 'antd';
import { call, openPrintable, useUser } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { formatMoney } from '@trade/formats';
import { ResourceForm, ResourceScreen, type Option } from '@trade/ui';
import { userSeries } from '@trade/contracts/organization';
import { stayAccounts, type StayAccount, type StayRow } from '@trade/contracts/hospitality';
import { checkoutResource, extraResource, guestResource, paymentResource } from './folio';
import { flightResource, noteResource } from './folio-stay';

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
 * A stay's folio in its drawer: its account (nights, consumption, notes, payments, balance), its
 * guests and their flights, the products and the orders' consumption notes charged to the room and
 * the payments on account; check-in, and the check-out (of the room, or of every lodged room of the
 * booking) that issues the factura or boleta and opens its ticket.
 */
export function StayFolio({ stay, onChanged }: { stay: StayRow; onChanged: () => Promise<void> }) {
  const notify = useNotify();
  const series = useSaleSeries();
  const [account, setAccount] = useState<StayAccount | null>(null);
  /** Which check-out form is open: of this room, or joint (every lodged room of the booking). */
  const [checkingOut, setCheckingOut] = useState<'room' | 'joint' | null>(null);
  const id = stay.reserva_estancia_id;
  const params = { reserva_estancia_id: id };
  const extras = useMemo(() => extraResource(stay.idsucursal), [stay.idsucursal]);
  const checkout = useMemo(() => checkoutResource(series, checkingOut === 'joint'), [series, checkingOut]);
  const flights = useMemo(() => flightResource(id), [id]);
  const notes = useMemo(() => noteResource(id), [id]);
  const otherRooms = account?.otras_habitaciones ?? [];

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
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          size="small"
          bordered
          style={{ marginTop: 16 }}
          title="Cuenta de la estancia"
        >
          <Descriptions.Item label="Hospedaje">{formatMoney(account.hospedaje)}</Descriptions.Item>
          <Descriptions.Item label="Consumos">{formatMoney(account.extras)}</Descriptions.Item>
          <Descriptions.Item label="Notas de consumo">{formatMoney(account.notas)}</Descriptions.Item>
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
          <Button type="primary" onClick={() => setCheckingOut('room')}>
            Check-out
          </Button>
        )}
        {stay.estado === LODGED && otherRooms.length > 0 && (
          <Button onClick={() => setCheckingOut('joint')}>Check-out de todas las habitaciones de la reserva</Button>
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
            { key: 'vuelos', label: 'Vuelos', children: <ResourceScreen resource={flights} {...list} /> },
            ...(stay.estado === RESERVED
              ? []
              : [
                  { key: 'consumos', label: 'Consumos', children: <ResourceScreen resource={extras} {...list} /> },
                  {
                    key: 'notas',
                    label: 'Notas de consumo',
                    children: <ResourceScreen resource={notes} {...list} />,
                  },
                ]),
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
        open={checkingOut !== null}
        mode="create"
        row={null}
        params={checkingOut === 'joint' ? { ...params, estancias: otherRooms } : params}
        onClose={() => setCheckingOut(null)}
        onSaved={async () => {
          setCheckingOut(null);
          await openPrintable(a.ticket, { params: { id } });
          await onChanged();
        }}
      />
    </>
  );
}
