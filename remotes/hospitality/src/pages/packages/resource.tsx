import { defineResource, ESTADO_OPTIONS } from '@trade/ui';
import { PackageBody, packages, type PackageRow } from '@trade/contracts/hospitality';
import { InclusionsInput, ItineraryInput, itemLines, itemsBody, type DayLine, type ItemLine } from './lines';

const p = packages.endpoints;
const dayText = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

/** Tourist packages (spec 001 §7): nights, price with IGV, validity, itinerary by day and what they include. */
export const packageResource = defineResource<PackageRow>({
  key: 'paquete',
  title: 'Paquetes turísticos',
  noun: 'paquete',
  gender: 'm',
  idField: 'idpaquete',
  nameOf: 'nombre',
  schema: PackageBody,
  api: { list: p.list, create: p.create, update: p.update, remove: p.remove, state: p.state },
  search: { placeholder: 'Buscar nombre o descripción' },
  columns: [
    { key: 'nombre', title: 'Nombre', sortable: true },
    { key: 'noches', title: 'Noches', sortable: true, width: 90 },
    { key: 'precio', title: 'Precio (S/)', type: 'money', sortable: true },
    {
      key: 'vigencia_hasta',
      title: 'Vigencia',
      sortable: true,
      value: (row) =>
        row.vigencia_desde || row.vigencia_hasta
          ? `${dayText(row.vigencia_desde) ?? '…'} – ${dayText(row.vigencia_hasta) ?? '…'}`
          : 'Siempre',
    },
    {
      key: 'incluye',
      title: 'Incluye',
      ellipsis: true,
      value: (row) => row.incluye.map((i) => i.texto).join('; '),
    },
    { key: 'codigo_producto', title: 'Producto de venta', hidden: true },
    { key: 'ventas', title: 'Vendido', hidden: true },
    { key: 'descripcion', title: 'Descripción', hidden: true },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [
    {
      name: 'estado',
      label: 'Estado',
      numeric: true,
      options: [...ESTADO_OPTIONS],
      width: 140,
    },
  ],
  // A sold package stays for its sales: it is deactivated instead (the API says so too).
  canRemove: (row) => row.ventas === 0,
  form: {
    container: 'drawer',
    width: 860,
    columns: 2,
    defaults: { noches: 2, itinerario: [], incluye: [] },
    toValues: (row) => ({ ...row, incluye: itemLines(row.incluye) }),
    toBody: (v, { row }) => {
      const body = {
        nombre: v.nombre,
        descripcion: v.descripcion ? v.descripcion : null,
        noches: Number(v.noches),
        precio: String(v.precio),
        vigencia_desde: v.vigencia_desde || null,
        vigencia_hasta: v.vigencia_hasta || null,
        itinerario: ((v.itinerario ?? []) as DayLine[]).map((d) => ({
          dia: d.dia,
          titulo: d.titulo,
          descripcion: d.descripcion || null,
        })),
        incluye: itemsBody(v.incluye as ItemLine[]),
      };
      return row ? { idpaquete: row.idpaquete, ...body } : body;
    },
    fields: [
      { name: 'nombre', label: 'Nombre', wide: true },
      { name: 'noches', label: 'Noches', type: 'integer' },
      { name: 'precio', label: 'Precio con IGV (S/)', type: 'money', help: 'Lo que paga el cliente por el paquete.' },
      { name: 'vigencia_desde', label: 'Vigente desde', type: 'date', required: false },
      { name: 'vigencia_hasta', label: 'Vigente hasta', type: 'date', required: false },
      { name: 'descripcion', label: 'Descripción', type: 'textarea', wide: true },
      {
        name: 'itinerario',
        label: 'Itinerario por día',
        type: 'custom',
        wide: true,
        required: false,
        input: () => <ItineraryInput />,
      },
      {
        name: 'incluye',
        label: 'Incluye',
        type: 'custom',
        wide: true,
        required: false,
        help: 'Habitaciones (tipo o clase, con sus noches) y productos o servicios del catálogo con su cantidad.',
        input: () => <InclusionsInput />,
      },
    ],
  },
  messages: {
    saving: 'Guardando paquete...',
    updating: 'Actualizando paquete...',
    removing: 'Eliminando paquete...',
    saveError: 'Error al guardar el registro',
    updateError: 'Error al guardar el registro',
    removeError: 'Error al borrar el registro',
  },
});
