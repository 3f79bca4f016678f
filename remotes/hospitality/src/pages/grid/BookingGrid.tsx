import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { GridRoomRow, NightSummaryRow, StayRow } from '@trade/contracts/hospitality';
import { dayIndex, moveOf, shiftDay, type Gesture, type GridSizes, type RoomGroup } from './layout';
import { Foot, Ghost, Header, RoomLine, type Drag } from './GridParts';

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
        <Header nights={nights} todayAt={todayAt} sizes={sizes} />
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
        {/* One flat list, so regrouping moves the rooms' rows instead of making them again. */}
        {groups.flatMap((group) => [
          <div
            key={`group-${group.key}`}
            data-group={group.label}
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
          </div>,
          ...group.rooms.map((room) => (
            <RoomLine
              key={room.idhabitacion}
              room={room}
              from={from}
              count={nights.length}
              sizes={sizes}
              ghost={drag && drag.kind === 'select' && drag.room === room ? drag : null}
              onKey={key}
            />
          )),
        ])}
        {drag && drag.kind !== 'select' && drag.moved && (
          <Ghost drag={drag} from={from} count={nights.length} sizes={sizes} />
        )}
        <Foot nights={nights} summary={summary} sizes={sizes} />
      </div>
    </section>
  );
}
