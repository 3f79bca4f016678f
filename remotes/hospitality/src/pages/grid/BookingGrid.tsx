import { memo, useCallback, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import dayjs from 'dayjs';
import { STAY_STATES, type GridRoomRow, type NightSummaryRow, type StayRow } from '@trade/contracts/hospitality';
import { barOf, dayIndex, moveOf, shiftDay, stayText, type Gesture, type GridSizes, type RoomGroup } from './layout';

/** A stay's colours by state (1 reserved, 2 lodged, 3 finished, 4 cancelled, 5 blocked): the legend shows the same. */
export const STAY_COLORS: Record<number, { bg: string; border: string }> = {
  1: { bg: '#e6f4ff', border: '#1677ff' },
  2: { bg: '#f6ffed', border: '#52c41a' },
  3: { bg: '#f5f5f5', border: '#8c8c8c' },
  4: { bg: '#fff1f0', border: '#ff4d4f' },
  5: { bg: 'repeating-linear-gradient(45deg,#fffbe6 0 6px,#ffe58f 6px 12px)', border: '#faad14' },
};
const CANCELLED = 4;
const STICKY: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  background: 'var(--ant-color-bg-container, #fff)',
};
const WEEKDAYS = ['D', 'L', 'M', 'M', 'J', 'V', 'S'];

export interface BookingGridProps {
  groups: RoomGroup[];
  nights: string[];
  today: string;
  summary: NightSummaryRow[];
  sizes: GridSizes;
  /** A range of nights chosen on a room (the departure is the day after the last night). */
  onSelect: (room: GridRoomRow, f1: string, f2: string) => void;
  /** A stay dragged, stretched or moved with the keyboard: the pfreserva body. */
  onMove: (body: NonNullable<ReturnType<typeof moveOf>>) => void;
  onOpen: (stay: StayRow) => void;
}

type Drag =
  | { kind: 'select'; room: GridRoomRow; from: number; to: number }
  | { kind: 'move' | 'stretch'; stay: StayRow; originX: number; days: number; h: number; moved: boolean };

/** The room under a point of the screen (rows carry data-room). */
function roomIdAt(x: number, y: number): number | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-room]');
  return el ? Number(el.dataset.room) : null;
}

/**
 * The booking grid: rooms (rows, under their group) × nights (columns). Drag on a room's empty
 * nights to book them, drag a stay to move its dates or room, drag its right edge to change its
 * nights; a focused stay moves with the arrow keys (Shift: its nights; up and down: the room).
 * Only the rows' backgrounds are painted (no cell per night), so 80 rooms × 62 nights stay light.
 */
export function BookingGrid({ groups, nights, today, summary, sizes, onSelect, onMove, onOpen }: BookingGridProps) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const update = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };
  const rooms = groups.flatMap((g) => g.rooms);
  const byId = new Map(rooms.map((r) => [r.idhabitacion, r]));
  const width = sizes.room + nights.length * sizes.night;
  const from = nights[0]!;
  const nightAt = (e: PointerEvent, rowLeft: number) =>
    Math.min(nights.length - 1, Math.max(0, Math.floor((e.clientX - rowLeft - sizes.room) / sizes.night)));

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const target = e.target as HTMLElement;
    const bar = target.closest<HTMLElement>('[data-stay]');
    const rowEl = target.closest<HTMLElement>('[data-room]');
    if (!rowEl) return;
    const room = byId.get(Number(rowEl.dataset.room))!;
    if (bar) {
      const stay = room.estancias.find((s) => s.reserva_estancia_id === Number(bar.dataset.stay))!;
      // On a touch screen a finger scrolls the grid; a tap opens the stay.
      if (e.pointerType === 'touch') return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      const kind = target.dataset.edge ? 'stretch' : 'move';
      update({ kind, stay, originX: e.clientX, days: 0, h: stay.idhabitacion, moved: false });
      return;
    }
    if (target.closest('[data-nights]') === null) return;
    const night = nightAt(e, rowEl.getBoundingClientRect().left);
    if (e.pointerType === 'touch') {
      onSelect(room, nights[night]!, shiftDay(nights[night]!, 1));
      return;
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    update({ kind: 'select', room, from: night, to: night });
  };

  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = dragRef.current;
    if (!d) return;
    if (d.kind === 'select') {
      const rowEl = e.currentTarget.querySelector<HTMLElement>(`[data-room="${d.room.idhabitacion}"]`);
      const to = nightAt(e, rowEl!.getBoundingClientRect().left);
      if (to !== d.to) update({ ...d, to });
      return;
    }
    const days = Math.round((e.clientX - d.originX) / sizes.night);
    const h = d.kind === 'move' ? (roomIdAt(e.clientX, e.clientY) ?? d.h) : d.h;
    const moved = d.moved || Math.abs(e.clientX - d.originX) > 4 || h !== d.stay.idhabitacion;
    if (days !== d.days || h !== d.h || moved !== d.moved) update({ ...d, days, h, moved });
  };

  const up = () => {
    const d = dragRef.current;
    update(null);
    if (!d) return;
    if (d.kind === 'select') {
      const [a, b] = d.from <= d.to ? [d.from, d.to] : [d.to, d.from];
      onSelect(d.room, nights[a]!, shiftDay(nights[b]!, 1));
      return;
    }
    if (!d.moved) return onOpen(d.stay);
    const body = moveOf(d.stay, { kind: d.kind, days: d.days, h: d.h });
    if (body) onMove(body);
  };

  // Stable for the memoized rows: the handler reads the latest rooms through a ref.
  const latest = useRef({ rooms, onMove });
  latest.current = { rooms, onMove };
  const key = useCallback(
    (stay: StayRow) => (e: KeyboardEvent) => {
      const { rooms, onMove } = latest.current;
      const index = rooms.findIndex((r) => r.idhabitacion === stay.idhabitacion);
      const step: Record<string, Gesture | undefined> = {
        ArrowLeft: { kind: e.shiftKey ? 'stretch' : 'move', days: -1, h: stay.idhabitacion },
        ArrowRight: { kind: e.shiftKey ? 'stretch' : 'move', days: 1, h: stay.idhabitacion },
        ArrowUp: { kind: 'move', days: 0, h: rooms[index - 1]?.idhabitacion ?? stay.idhabitacion },
        ArrowDown: { kind: 'move', days: 0, h: rooms[index + 1]?.idhabitacion ?? stay.idhabitacion },
      };
      const gesture = step[e.key];
      if (!gesture) return;
      e.preventDefault();
      const body = moveOf(stay, gesture);
      if (body) onMove(body);
    },
    [],
  );

  const todayAt = dayIndex(from, today);
  const bodyHeight = rooms.length * sizes.row + groups.length * 26;

  return (
    <section
      className="booking-grid"
      aria-label="Reservas por habitación y noche"
      style={{
        overflow: 'auto',
        maxWidth: '100%',
        maxHeight: 'calc(100vh - 240px)',
        minHeight: 240,
        border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
        borderRadius: 8,
        userSelect: 'none',
        touchAction: 'pan-x pan-y',
      }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => update(null)}
    >
      <div style={{ width, position: 'relative' }}>
        <div style={{ display: 'flex', position: 'sticky', top: 0, zIndex: 4, height: 40 }}>
          <div style={{ ...STICKY, zIndex: 5, width: sizes.room, flex: 'none', padding: '4px 8px', fontWeight: 600 }}>
            {sizes.room < 100 ? 'Hab.' : 'Habitación'}
          </div>
          {nights.map((night, i) => {
            const d = dayjs(night);
            const weekend = d.day() === 5 || d.day() === 6;
            return (
              <div
                key={night}
                title={d.format('dddd DD/MM/YYYY')}
                style={{
                  width: sizes.night,
                  flex: 'none',
                  textAlign: 'center',
                  fontSize: 11,
                  lineHeight: '16px',
                  paddingTop: 3,
                  background: i === todayAt ? '#fff7e6' : weekend ? '#fafafa' : 'var(--ant-color-bg-container, #fff)',
                  fontWeight: i === todayAt ? 700 : 400,
                  borderLeft: d.date() === 1 ? '2px solid #bfbfbf' : '1px solid #f0f0f0',
                  borderBottom: '1px solid #f0f0f0',
                }}
              >
                {WEEKDAYS[d.day()]}
                <br />
                {d.date() === 1 || i === 0 ? d.format('D/M') : d.date()}
              </div>
            );
          })}
        </div>
        {todayAt >= 0 && todayAt < nights.length && (
          <div
            data-testid="today-line"
            title="Hoy"
            style={{
              position: 'absolute',
              top: 40,
              height: bodyHeight,
              left: sizes.room + todayAt * sizes.night + sizes.night / 2,
              width: 2,
              background: '#fa8c16',
              zIndex: 1,
              pointerEvents: 'none',
            }}
          />
        )}
        {groups.map((group) => (
          <div key={group.key} data-group={group.label}>
            <div
              style={{
                height: 26,
                lineHeight: '26px',
                background: '#fafafa',
                borderBottom: '1px solid #f0f0f0',
                fontWeight: 600,
                fontSize: 12,
              }}
            >
              <span style={{ position: 'sticky', left: 8 }}>{group.label}</span>
            </div>
            {group.rooms.map((room) => (
              <RoomLine
                key={room.idhabitacion}
                room={room}
                from={from}
                count={nights.length}
                sizes={sizes}
                ghost={drag && drag.kind === 'select' && drag.room === room ? drag : null}
                onKey={key}
              />
            ))}
          </div>
        ))}
        {drag && drag.kind !== 'select' && drag.moved && (
          <Ghost drag={drag} from={from} count={nights.length} sizes={sizes} />
        )}
        <div
          data-foot
          title="Habitaciones libres por noche"
          style={{
            display: 'flex',
            position: 'sticky',
            bottom: 0,
            zIndex: 4,
            height: 28,
            borderTop: '1px solid #d9d9d9',
          }}
        >
          <div style={{ ...STICKY, zIndex: 5, width: sizes.room, flex: 'none', padding: '4px 8px', fontWeight: 600 }}>
            Libres
          </div>
          {nights.map((night) => {
            const s = summary.find((n) => n.fecha === night);
            return (
              <div
                key={night}
                data-night={night}
                title={
                  s
                    ? `${s.libres} libres, ${s.ocupadas} ocupadas, ${s.bloqueadas} bloqueadas; ${s.llegadas} llegadas, ${s.salidas} salidas`
                    : ''
                }
                style={{
                  width: sizes.night,
                  flex: 'none',
                  textAlign: 'center',
                  lineHeight: '28px',
                  fontSize: 12,
                  background: 'var(--ant-color-bg-container, #fff)',
                  color: s && s.libres === 0 ? '#cf1322' : undefined,
                }}
              >
                {s?.libres ?? ''}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

interface RoomLineProps {
  room: GridRoomRow;
  from: string;
  count: number;
  sizes: GridSizes;
  ghost: Extract<Drag, { kind: 'select' }> | null;
  onKey: (stay: StayRow) => (e: KeyboardEvent) => void;
}

/** One room's row: its number and type at the left (fixed), its stays as bars over painted night lines. */
const RoomLine = memo(function RoomLine({ room, from, count, sizes, ghost, onKey }: RoomLineProps) {
  const lines = `repeating-linear-gradient(90deg, transparent 0 ${sizes.night - 1}px, #f0f0f0 ${sizes.night - 1}px ${sizes.night}px)`;
  return (
    <div
      data-room={room.idhabitacion}
      style={{ display: 'flex', height: sizes.row, borderBottom: '1px solid #f0f0f0' }}
    >
      <div
        data-room-cell
        title={`${room.tipo} (${room.capacidad})`}
        style={{
          ...STICKY,
          width: sizes.room,
          flex: 'none',
          padding: '0 8px',
          lineHeight: `${sizes.row}px`,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
        }}
      >
        <strong>{room.numero}</strong>
        {sizes.room >= 100 && <span style={{ color: '#8c8c8c', fontSize: 12 }}> {room.tipo}</span>}
      </div>
      <div data-nights style={{ position: 'relative', width: count * sizes.night, background: lines, cursor: 'cell' }}>
        {ghost && (
          <div
            data-testid="selection"
            style={{
              position: 'absolute',
              top: 3,
              bottom: 3,
              left: Math.min(ghost.from, ghost.to) * sizes.night,
              width: (Math.abs(ghost.to - ghost.from) + 1) * sizes.night,
              background: 'rgba(22,119,255,0.15)',
              border: '1px dashed #1677ff',
              borderRadius: 4,
              pointerEvents: 'none',
            }}
          />
        )}
        {room.estancias.map((stay) => {
          const bar = barOf(stay, from, count);
          if (!bar) return null;
          const colors = STAY_COLORS[stay.estado]!;
          const label = stayText(stay, STAY_STATES.label(stay.estado));
          const cancelled = stay.estado === CANCELLED;
          return (
            <button
              type="button"
              key={stay.reserva_estancia_id}
              data-stay={stay.reserva_estancia_id}
              aria-label={label}
              title={label}
              onKeyDown={cancelled ? undefined : onKey(stay)}
              style={{
                position: 'absolute',
                left: bar.start * sizes.night + 1,
                width: bar.span * sizes.night - 2,
                top: cancelled ? sizes.row - 7 : 4,
                height: cancelled ? 4 : sizes.row - 9,
                padding: '0 4px',
                background: colors.bg,
                border: cancelled ? 'none' : `1px solid ${colors.border}`,
                borderLeftWidth: bar.cutLeft || cancelled ? 1 : 4,
                borderRadius: 4,
                fontSize: 12,
                textAlign: 'left',
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                textOverflow: 'ellipsis',
                cursor: cancelled ? 'pointer' : 'grab',
                zIndex: cancelled ? 0 : 2,
                ...(cancelled ? { backgroundColor: colors.border } : {}),
              }}
            >
              {cancelled ? null : stay.titular}
              {!cancelled && !bar.cutRight && (
                <span
                  data-edge="right"
                  aria-hidden
                  style={{ position: 'absolute', right: 0, top: 0, bottom: 0, width: 8, cursor: 'ew-resize' }}
                />
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
});

/** Where a dragged stay would land: a dashed outline over its target room and nights. */
function Ghost({
  drag,
  from,
  count,
  sizes,
}: {
  drag: Extract<Drag, { kind: 'move' | 'stretch' }>;
  from: string;
  count: number;
  sizes: GridSizes;
}) {
  const f1 = drag.kind === 'move' ? shiftDay(drag.stay.f1, drag.days) : drag.stay.f1;
  const f2 = shiftDay(drag.stay.f2, drag.days);
  const bar = dayIndex(f1, f2) >= 1 ? barOf({ f1, f2 }, from, count) : null;
  const row = document.querySelector<HTMLElement>(`.booking-grid [data-room="${drag.h}"]`);
  if (!bar || !row) return null;
  return (
    <div
      data-testid="drag-ghost"
      style={{
        position: 'absolute',
        top: row.offsetTop + 2,
        height: sizes.row - 5,
        left: sizes.room + bar.start * sizes.night,
        width: bar.span * sizes.night,
        border: '2px dashed #1677ff',
        borderRadius: 4,
        background: 'rgba(22,119,255,0.08)',
        pointerEvents: 'none',
        zIndex: 3,
      }}
    />
  );
}
