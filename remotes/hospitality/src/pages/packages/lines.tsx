import { Input, InputNumber, Select } from 'antd';
import { stayAccounts, type PackageDay, type PackageItemRow } from '@trade/contracts/hospitality';
import { LookupInput, lookupFrom, useOptions } from '@trade/ui';
import { ROOM_CLASS_OPTIONS, ROOM_TYPE_OPTIONS } from '../../options';
import { LinesInput } from './LinesInput';

/** A day of the itinerary as edited (the description may be empty). */
export type DayLine = PackageDay;
/** A line of what the package includes as edited: a room (type and/or class, nights) or a product with its quantity. */
export type ItemLine = Pick<
  PackageItemRow,
  'idtipohabitacion' | 'idclasehabitacion' | 'noches' | 'producto_id' | 'cantidad' | 'producto'
> & { que: 'habitacion' | 'producto' };

const PRODUCTS = lookupFrom(stayAccounts.endpoints.products, {
  value: 'producto_id',
  label: (r) => r.denominacion,
});

/** The itinerary: day number, title and what is done that day. */
export function ItineraryInput(props: { value?: DayLine[]; onChange?: (lines: DayLine[]) => void }) {
  return (
    <LinesInput<DayLine>
      {...props}
      name="Itinerario"
      addLabel="Agregar día"
      lineName={(d) => `día ${d.dia}`}
      blank={(lines) => ({ dia: Math.max(0, ...lines.map((l) => l.dia)) + 1, titulo: '', descripcion: null })}
      columns={[
        {
          key: 'dia',
          title: 'Día',
          width: 76,
          cell: (d, set, i) => (
            <InputNumber
              aria-label={`Día de la línea ${i + 1}`}
              min={1}
              max={60}
              value={d.dia}
              onChange={(v) => set({ dia: Number(v ?? 1) })}
            />
          ),
        },
        {
          key: 'titulo',
          title: 'Título',
          cell: (d, set) => (
            <Input
              aria-label={`Título del día ${d.dia}`}
              maxLength={120}
              value={d.titulo}
              onChange={(e) => set({ titulo: e.target.value })}
            />
          ),
        },
        {
          key: 'descripcion',
          title: 'Descripción',
          cell: (d, set) => (
            <Input.TextArea
              aria-label={`Descripción del día ${d.dia}`}
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={500}
              value={d.descripcion ?? ''}
              onChange={(e) => set({ descripcion: e.target.value || null })}
            />
          ),
        },
      ]}
    />
  );
}

/** What the package includes: a room type and/or class with its nights, or a product or service with its quantity. */
export function InclusionsInput(props: { value?: ItemLine[]; onChange?: (lines: ItemLine[]) => void }) {
  const types = useOptions(ROOM_TYPE_OPTIONS).options;
  const classes = useOptions(ROOM_CLASS_OPTIONS).options;
  return (
    <LinesInput<ItemLine>
      {...props}
      name="Incluye"
      addLabel="Agregar línea"
      lineName={(_l, i) => `línea ${i + 1}`}
      blank={() => ({
        que: 'habitacion',
        idtipohabitacion: null,
        idclasehabitacion: null,
        noches: 1,
        producto_id: null,
        cantidad: null,
        producto: null,
      })}
      columns={[
        {
          key: 'que',
          title: 'Qué',
          width: 180,
          cell: (l, set, i) => (
            <Select
              aria-label={`Qué incluye la línea ${i + 1}`}
              style={{ width: 170 }}
              value={l.que}
              onChange={(que) =>
                set(que === 'producto' ? { que, cantidad: l.cantidad ?? '1' } : { que, noches: l.noches ?? 1 })
              }
              options={[
                { value: 'habitacion', label: 'Habitación' },
                { value: 'producto', label: 'Producto o servicio' },
              ]}
            />
          ),
        },
        {
          key: 'detalle',
          title: 'Detalle',
          cell: (l, set, i) =>
            l.que === 'habitacion' ? (
              <span style={{ display: 'flex', gap: 8 }}>
                <Select
                  aria-label={`Tipo de habitación de la línea ${i + 1}`}
                  placeholder="Tipo"
                  allowClear
                  style={{ minWidth: 150 }}
                  value={l.idtipohabitacion ?? undefined}
                  options={types}
                  onChange={(v) => set({ idtipohabitacion: (v as number | undefined) ?? null })}
                />
                <Select
                  aria-label={`Clase de habitación de la línea ${i + 1}`}
                  placeholder="Clase"
                  allowClear
                  style={{ minWidth: 120 }}
                  value={l.idclasehabitacion ?? undefined}
                  options={classes}
                  onChange={(v) => set({ idclasehabitacion: (v as number | undefined) ?? null })}
                />
              </span>
            ) : (
              <LookupInput
                aria-label={`Producto de la línea ${i + 1}`}
                source={PRODUCTS}
                style={{ minWidth: 240 }}
                value={l.producto_id}
                initialLabel={l.producto}
                onChange={(v, row) =>
                  set({ producto_id: (v as number | null) ?? null, producto: row ? String(row.denominacion) : null })
                }
              />
            ),
        },
        {
          key: 'cuanto',
          title: 'Noches o cantidad',
          width: 120,
          cell: (l, set, i) =>
            l.que === 'habitacion' ? (
              <InputNumber
                aria-label={`Noches de la línea ${i + 1}`}
                min={1}
                max={60}
                value={l.noches}
                onChange={(v) => set({ noches: v === null ? null : Number(v) })}
              />
            ) : (
              <InputNumber
                aria-label={`Cantidad de la línea ${i + 1}`}
                min={0.0001}
                value={l.cantidad === null ? null : Number(l.cantidad)}
                onChange={(v) => set({ cantidad: v === null ? null : String(v) })}
              />
            ),
        },
      ]}
    />
  );
}

/** The edited lines to the body's: each line keeps only what its kind carries. */
export const itemsBody = (lines: ItemLine[] = []) =>
  lines.map((l) =>
    l.que === 'habitacion'
      ? {
          idtipohabitacion: l.idtipohabitacion,
          idclasehabitacion: l.idclasehabitacion,
          noches: l.noches,
          producto_id: null,
          cantidad: null,
        }
      : {
          idtipohabitacion: null,
          idclasehabitacion: null,
          noches: null,
          producto_id: l.producto_id,
          cantidad: l.cantidad,
        },
  );
export const itemLines = (items: PackageItemRow[]): ItemLine[] =>
  items.map((i) => ({ ...i, que: i.producto_id ? 'producto' : 'habitacion' }));
