import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import dayjs from 'dayjs';
import { STAY_STATES, type GridRoomRow, type NightSummaryRow, type StayRow } from '@trade/contracts/hospitality';
import { barOf, dayIndex, shiftDay, stayText, type GridSizes } from './layout';

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

/** What the pointer is doing: choosing nights on a room, or moving or stretching a stay. */
export type Drag =
  | { kind: 'select'; room: GridRoomRow; from: number; to: number }
  | { kind: 'move' | 'stretch'; stay: StayRow; originX: number; days: number; h: number; moved: boolean };

/** The nights' heads (weekday and day; today and weekends marked), fixed at the top: memoized, a drag does not redraw it. */
export const Header = memo(function Header({
  nights,
  todayAt,
  sizes,
}: {
  nights: string[];
  todayAt: number;
  sizes: GridSizes;
}) {
  return (
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
  );
});

/** The free rooms of each night (rresumen), fixed at the bottom. */
export const Foot = memo(function Foot({
  nights,
  summary,
  sizes,
}: {
  nights: string[];
  summary: NightSummaryRow[];
  sizes: GridSizes;
}) {
  const byNight = new Map(summary.map((n) => [n.fecha, n]));
  return (
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
        const s = byNight.get(night);
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
  );
});

interface RoomLineProps {
  room: GridRoomRow;
  from: string;
  count: number;
  sizes: GridSizes;
  ghost: Extract<Drag, { kind: 'select' }> | null;
  onKey: (stay: StayRow) => (e: KeyboardEvent) => void;
}

/** One room's row: its number and type at the left (fixed), its stays as bars over painted night lines. */
export const RoomLine = memo(function RoomLine({ room, from, count, sizes, ghost, onKey }: RoomLineProps) {
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
export function Ghost({
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
