import dayjs from 'dayjs';
import type { GridRoomRow, StayRow } from '@trade/contracts/hospitality';

const ISO = 'YYYY-MM-DD';

/** Widths of the grid in pixels: a night's column, the rooms' column, a room's row. */
export const SIZES = {
  desk: { night: 40, room: 120, row: 34 },
  phone: { night: 34, room: 76, row: 34 },
} as const;
export type GridSizes = (typeof SIZES)[keyof typeof SIZES];

/** The nights the grid shows: `count` days from `from` ('YYYY-MM-DD'). */
export const nightsOf = (from: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => dayjs(from).add(i, 'day').format(ISO));

/** Days from `from` to `day` (negative before it). */
export const dayIndex = (from: string, day: string): number => dayjs(day).diff(dayjs(from), 'day');

export const shiftDay = (day: string, days: number): string => dayjs(day).add(days, 'day').format(ISO);

/** Where a stay's bar sits in a range of `count` nights: its first night's column and how many it covers; null when outside. */
export function barOf(stay: Pick<StayRow, 'f1' | 'f2'>, from: string, count: number) {
  const first = dayIndex(from, stay.f1);
  const end = dayIndex(from, stay.f2);
  const start = Math.max(first, 0);
  const stop = Math.min(end, count);
  if (stop <= start) return null;
  return { start, span: stop - start, cutLeft: first < 0, cutRight: end > count };
}

export type GroupBy = 'ubicacion' | 'tipo';
export interface RoomGroup {
  key: string;
  label: string;
  rooms: GridRoomRow[];
}

/** The rooms under their floor (in the API's order: by floor) or under their type (types by name). */
export function groupRooms(rows: GridRoomRow[], by: GroupBy): RoomGroup[] {
  const groups = new Map<string, RoomGroup>();
  for (const room of rows) {
    const label = room[by];
    const group = groups.get(label) ?? { key: label, label, rooms: [] };
    group.rooms.push(room);
    groups.set(label, group);
  }
  const list = [...groups.values()];
  return by === 'tipo' ? list.sort((a, b) => a.label.localeCompare(b.label, 'es')) : list;
}

/** What a gesture asks of a stay: moved by `days` to room `h`, or its departure stretched by `days`. */
export type Gesture = { kind: 'move' | 'stretch'; days: number; h: number };

/** The pfreserva body a gesture makes; null when it changes nothing or leaves no night. */
export function moveOf(stay: StayRow, g: Gesture) {
  const f1 = g.kind === 'move' ? shiftDay(stay.f1, g.days) : stay.f1;
  const f2 = shiftDay(stay.f2, g.days);
  if (dayIndex(f1, f2) < 1) return null;
  if (g.days === 0 && g.h === stay.idhabitacion) return null;
  return { reserva_estancia_id: stay.reserva_estancia_id, f1, f2, h: g.h };
}

/** A stay's words for its bar's accessible name and tooltip. */
export const stayText = (stay: StayRow, stateLabel: string) =>
  `Reserva N° ${stay.idreserva} de ${stay.titular}, habitación ${stay.numero}, ` +
  `${dayjs(stay.f1).format('DD/MM')} al ${dayjs(stay.f2).format('DD/MM')} (${stay.noches} ${stay.noches === 1 ? 'noche' : 'noches'}), ${stateLabel}`;
