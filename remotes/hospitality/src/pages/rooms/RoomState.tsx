import { Select } from 'antd';
import { useState } from 'react';
import { call } from '@trade/session';
import type { Notify } from '@trade/session/notify';
import { ROOM_STATES, rooms, type RoomRow } from '@trade/contracts/hospitality';

/** Spec 001 §4: a room's notice is success for 1 (available), error for 2 (occupied), warning for 3 (cleaning or maintenance). */
const NOTICE = { 1: 'success', 2: 'error', 3: 'warning' } as const;

/** The room's state as a select: choosing another one changes it (chabitacion) and says so in the state's colour. */
export function RoomState({ row, notify, reload }: { row: RoomRow; notify: Notify; reload: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const change = async (estado: number) => {
    setBusy(true);
    try {
      const answer = await call(rooms.endpoints.state, { body: { idhabitacion: row.idhabitacion, estado } });
      if (answer.status === 200) notify[NOTICE[estado as keyof typeof NOTICE]](answer.mensaje);
      else notify.error(answer.mensaje);
      await reload();
    } catch {
      notify.error('Error al actualizar el estado');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Select
      size="small"
      aria-label={`Estado de la habitación ${row.numero}`}
      value={row.estado}
      loading={busy}
      disabled={busy}
      onChange={change}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150 }}
      options={ROOM_STATES.states.map((s) => ({ value: s.value, label: s.label }))}
      labelRender={({ value }) => (
        <span style={{ color: `var(--ant-color-${ROOM_STATES.color(value)})` }}>{ROOM_STATES.label(value)}</span>
      )}
    />
  );
}
