import { useMemo, useState } from 'react';
import { Button, Descriptions, Drawer, Popconfirm, Space } from 'antd';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { formatDate, formatMoney } from '@trade/formats';
import { ResourceForm, StateTag, useIsPhone } from '@trade/ui';
import { STAY_STATES, bookings, type GridRoomRow, type StayRow } from '@trade/contracts/hospitality';
import { bookingResource, moveResource } from './forms';
import { StayFolio } from './StayFolio';

const b = bookings.endpoints;
const RESERVED = 1;
const LODGED = 2;
const BLOCKED = 5;

interface StayDrawerProps {
  stay: StayRow | null;
  /** The rooms of the stay's branch (where it can move). */
  rooms: GridRoomRow[];
  onClose: () => void;
  onChanged: () => Promise<void>;
}

/** A stay opened from the grid: its booking, what can be done with it (move, edit the booking, cancel) and its folio. */
export function StayDrawer({ stay, rooms, onClose, onChanged }: StayDrawerProps) {
  const notify = useNotify();
  const phone = useIsPhone();
  const [form, setForm] = useState<'move' | 'booking' | null>(null);
  const moveForm = useMemo(() => moveResource(rooms), [rooms]);
  const inForce = stay !== null && [RESERVED, LODGED, BLOCKED].includes(stay.estado);

  const done = async () => {
    setForm(null);
    onClose();
    await onChanged();
  };
  const cancel = async (run: () => Promise<{ status: number; mensaje: string }>) => {
    try {
      const answer = await run();
      if (answer.status !== 200) return notify.error(answer.mensaje);
      notify.success(answer.mensaje);
      await done();
    } catch {
      notify.error('Error al guardar el registro');
    }
  };

  return (
    <Drawer
      open={stay !== null}
      onClose={onClose}
      size={phone ? '100%' : 480}
      title={stay ? `Reserva N° ${stay.idreserva} · Habitación ${stay.numero}` : ''}
    >
      {stay && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Titular">{stay.titular}</Descriptions.Item>
            <Descriptions.Item label="Teléfono">{stay.telefono ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Habitación">{`${stay.numero} (${stay.ubicacion})`}</Descriptions.Item>
            <Descriptions.Item label="Clase">{stay.clase ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Ingreso">{formatDate(stay.f1)}</Descriptions.Item>
            <Descriptions.Item label="Salida">{formatDate(stay.f2)}</Descriptions.Item>
            <Descriptions.Item label="Noches">{stay.noches}</Descriptions.Item>
            <Descriptions.Item label="Tarifa por noche">
              {stay.precio_noche ? formatMoney(stay.precio_noche) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Estado">
              <StateTag value={stay.estado} states={STAY_STATES.states} />
            </Descriptions.Item>
            <Descriptions.Item label="Observación">{stay.observacion ?? '—'}</Descriptions.Item>
          </Descriptions>
          {inForce && (
            <Space wrap style={{ marginTop: 16 }}>
              <Button type="primary" onClick={() => setForm('move')}>
                Cambiar fechas o habitación
              </Button>
              <Button onClick={() => setForm('booking')}>Editar reserva</Button>
              {stay.estado !== LODGED && (
                <Popconfirm
                  title="¿Anular esta estancia?"
                  okText="Anular"
                  cancelText="Volver"
                  onConfirm={() =>
                    cancel(() => call(b.cancel, { body: { reserva_estancia_id: stay.reserva_estancia_id } }))
                  }
                >
                  <Button danger>Anular estancia</Button>
                </Popconfirm>
              )}
              <Popconfirm
                title="¿Anular la reserva entera?"
                okText="Anular"
                cancelText="Volver"
                onConfirm={() => cancel(() => call(b.cancelBooking, { body: { idreserva: stay.idreserva } }))}
              >
                <Button danger>Anular reserva</Button>
              </Popconfirm>
            </Space>
          )}
          {stay.estado !== BLOCKED && <StayFolio key={stay.reserva_estancia_id} stay={stay} onChanged={done} />}
          <ResourceForm
            resource={moveForm}
            open={form === 'move'}
            mode="update"
            row={stay}
            onClose={() => setForm(null)}
            onSaved={done}
          />
          <ResourceForm
            resource={bookingResource}
            open={form === 'booking'}
            mode="update"
            row={stay}
            onClose={() => setForm(null)}
            onSaved={done}
          />
        </>
      )}
    </Drawer>
  );
}
