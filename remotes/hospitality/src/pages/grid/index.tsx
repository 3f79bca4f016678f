import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, DatePicker, Select, Segmented, Space, Spin, Tag } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { todayLima } from '@trade/formats';
import { ResourceForm, useIsPhone, useOptions, LIST_ERROR } from '@trade/ui';
import {
  STAY_STATES,
  bookings,
  type GridRoomRow,
  type NightSummaryRow,
  type StayRow,
} from '@trade/contracts/hospitality';
import { BRANCH_OPTIONS } from '../../options';
import { BookingGrid } from './BookingGrid';
import { STAY_COLORS } from './GridParts';
import { newBookingResource } from './forms';
import { groupRooms, nightsOf, shiftDay, SIZES, type GroupBy } from './layout';
import { StayDrawer } from './StayDrawer';

const b = bookings.endpoints;
const SPANS = [
  { value: 14, label: '14 días' },
  { value: 31, label: '31 días' },
  { value: 62, label: '62 días' },
];

/**
 * The booking grid (/grid, spec 001 §7 Bookings): rooms × nights of a branch from a day, grouped by
 * floor or type; book a range, drag or stretch a stay, open one to change or cancel it; the foot
 * counts the free rooms of each night (rresumen).
 */
export default function BookingGridScreen() {
  const notify = useNotify();
  const phone = useIsPhone();
  const branches = useOptions(BRANCH_OPTIONS);
  const [from, setFrom] = useState(() => shiftDay(todayLima(), -2));
  const [span, setSpan] = useState(31);
  const [branch, setBranch] = useState<number | undefined>();
  const [groupBy, setGroupBy] = useState<GroupBy>('ubicacion');
  const [rows, setRows] = useState<GridRoomRow[]>([]);
  const [summary, setSummary] = useState<NightSummaryRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ idhabitacion?: number; f1: string; f2: string } | null>(null);
  const [opened, setOpened] = useState<StayRow | null>(null);

  // The first branch the user sees, once the list arrives.
  useEffect(() => {
    if (branch === undefined && branches.options.length > 0) setBranch(Number(branches.options[0]!.value));
  }, [branch, branches.options]);

  const nights = useMemo(() => nightsOf(from, span), [from, span]);
  const query = useMemo(
    () => ({ desde: from, hasta: nights[nights.length - 1]!, idsucursal: branch }),
    [from, nights, branch],
  );
  const load = useCallback(async () => {
    if (branch === undefined) return;
    setLoading(true);
    try {
      const [grid, foot] = await Promise.all([call(b.grid, { query }), call(b.summary, { query })]);
      if (grid.status !== 200) return setFailure(grid.mensaje);
      setFailure(null);
      setRows(grid.detalles ?? []);
      setSummary(foot.status === 200 ? (foot.detalles ?? []) : []);
    } catch {
      notify.error(LIST_ERROR);
    } finally {
      setLoading(false);
    }
  }, [query, branch, notify]);
  useEffect(() => void load(), [load]);

  const moveStay = useCallback(
    async (body: { reserva_estancia_id: number; f1: string; f2: string; h: number }) => {
      try {
        const answer = await call(b.move, { body });
        if (answer.status === 200) notify.success(answer.mensaje);
        else notify.error(answer.mensaje);
      } catch {
        notify.error('Error al guardar el registro');
      }
      await load();
    },
    [load, notify],
  );
  const select = useCallback(
    (room: GridRoomRow, f1: string, f2: string) => setDraft({ idhabitacion: room.idhabitacion, f1, f2 }),
    [],
  );
  const groups = useMemo(() => groupRooms(rows, groupBy), [rows, groupBy]);
  const bookingForm = useMemo(() => newBookingResource(rows), [rows]);
  const sameBranch = useMemo(() => rows.filter((r) => r.idsucursal === opened?.idsucursal), [rows, opened]);

  return (
    <Card styles={{ body: { padding: phone ? 8 : 16 } }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="Sucursal"
          style={{ minWidth: 160 }}
          loading={branches.loading}
          value={branch}
          onChange={setBranch}
          options={branches.options}
        />
        <Space.Compact>
          <Button aria-label="Días anteriores" icon={<LeftOutlined />} onClick={() => setFrom(shiftDay(from, -7))} />
          <DatePicker
            aria-label="Desde"
            allowClear={false}
            format="DD/MM/YYYY"
            value={dayjs(from)}
            onChange={(d) => d && setFrom(d.format('YYYY-MM-DD'))}
            style={{ width: 130 }}
          />
          <Button aria-label="Días siguientes" icon={<RightOutlined />} onClick={() => setFrom(shiftDay(from, 7))} />
        </Space.Compact>
        <Button onClick={() => setFrom(shiftDay(todayLima(), -2))}>Hoy</Button>
        <Select aria-label="Días" value={span} onChange={setSpan} options={SPANS} style={{ width: 100 }} />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDraft({ f1: todayLima(), f2: shiftDay(todayLima(), 1) })}
        >
          Nueva reserva
        </Button>
        <Segmented<GroupBy>
          aria-label="Agrupar por"
          value={groupBy}
          onChange={setGroupBy}
          options={[
            { value: 'ubicacion', label: 'Por piso' },
            { value: 'tipo', label: 'Por tipo' },
          ]}
        />
      </Space>
      <Space wrap size={4} style={{ marginBottom: 8 }} aria-label="Leyenda">
        {STAY_STATES.states.map((s) => (
          <Tag
            key={s.value}
            style={{
              background: STAY_COLORS[s.value]!.bg,
              borderColor: STAY_COLORS[s.value]!.border,
              color: '#262626',
            }}
          >
            {s.label}
          </Tag>
        ))}
      </Space>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 8 }} />}
      <Spin spinning={loading}>
        <BookingGrid
          groups={groups}
          nights={nights}
          today={todayLima()}
          summary={summary}
          sizes={phone ? SIZES.phone : SIZES.desk}
          onSelect={select}
          onMove={moveStay}
          onOpen={setOpened}
        />
      </Spin>
      <div style={{ color: '#8c8c8c', fontSize: 12, marginTop: 6 }}>
        {phone
          ? 'Toque una noche libre para reservarla o una estancia para verla.'
          : 'Arrastre sobre las noches libres para reservar; arrastre una estancia para moverla o su borde derecho para cambiar las noches. Con el teclado: flechas para mover, Mayús + flechas para las noches.'}
      </div>
      <ResourceForm
        resource={bookingForm}
        open={draft !== null}
        mode="create"
        row={null}
        initial={draft ?? undefined}
        onClose={() => setDraft(null)}
        onSaved={() => {
          setDraft(null);
          void load();
        }}
      />
      <StayDrawer stay={opened} rooms={sameBranch} onClose={() => setOpened(null)} onChanged={load} />
    </Card>
  );
}
