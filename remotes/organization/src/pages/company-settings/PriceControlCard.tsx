import { RecordForm, type FieldSpec } from '@trade/ui';
import { ROLES, ROLE_NAMES, companySettings, type RolePriceRow } from '@trade/contracts/organization';

/*
 * Control de precios (docs/sales.md): per role, the largest discount a user gives without a
 * supervisor and whether the role's users are supervisors (approve other users' prices). Kept with
 * the company's rules because a Peruvian owner sets them once for the whole shop, as the cash rules.
 * The minimum price of each product unit is set in the product form, beside its price.
 */

type Roles = RolePriceRow[];
const discount = (rol: string) => `descuento_${rol}`;
const approves = (rol: string) => `aprueba_${rol}`;

const FIELDS: FieldSpec<Roles>[] = ROLES.flatMap((rol): FieldSpec<Roles>[] => [
  {
    name: discount(rol),
    label: `${ROLE_NAMES[rol]}: descuento máximo (%)`,
    type: 'number',
    decimals: 2,
    min: 0,
    max: 100,
    placeholder: 'Sin límite',
  },
  {
    name: approves(rol),
    label: `${ROLE_NAMES[rol]}: aprueba precios (supervisor)`,
    type: 'switch',
    switchLabels: ['Sí', 'No'],
    // The administrators always approve: someone must be able to.
    disabled: () => rol === 'admin',
  },
]);

export function PriceControlCard() {
  return (
    <RecordForm<Roles>
      title="Control de precios"
      columns={2}
      load={companySettings.endpoints.priceSettings}
      save={companySettings.endpoints.savePriceSettings}
      toValues={(rows) =>
        Object.fromEntries(
          rows.flatMap((r) => [
            [discount(r.rol), r.descuento_maximo === null ? undefined : Number(r.descuento_maximo)],
            [approves(r.rol), r.aprueba_precios],
          ]),
        )
      }
      toBody={(v) => ({
        roles: ROLES.map((rol) => {
          const typed = v[discount(rol)];
          return {
            rol,
            descuento_maximo: typed === undefined || typed === null || typed === '' ? null : String(typed),
            aprueba_precios: rol === 'admin' || Boolean(v[approves(rol)]),
          };
        }),
      })}
      messages={{ saving: 'Guardando control de precios...', saveError: 'Error al guardar el control de precios' }}
      fields={FIELDS}
      extra={() =>
        'Una línea con un precio menor que el mínimo de su unidad, un descuento mayor que el máximo del rol del vendedor o un ítem gratuito necesita que un supervisor escriba su usuario y contraseña al guardar la venta; la venta registra quién aprobó. Vacío: sin límite.'
      }
    />
  );
}
