import { Space, Tabs } from 'antd';
import { isValidRuc } from '@trade/formats';
import { DocumentLookupInput, RecordForm, ResourceScreen, useTabInUrl } from '@trade/ui';
import { cuentaResource, sucursalResource } from './resources';
import { company, type CompanyRow } from '@trade/contracts/organization';
import { getCompany } from './service';

const nullIfEmpty = (v: unknown) => (v === undefined || v === '' ? null : v);

/** The company (fiscal data), its branches with their logos and its bank accounts. */
export default function Establishments() {
  const tabs = useTabInUrl(['sucursales', 'cuentas']);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <RecordForm<CompanyRow>
        title="Datos de la empresa"
        columns={2}
        load={getCompany}
        save={company.endpoints.save}
        toValues={(e) => ({
          ...e,
          nombre_comercial: e.nombre_comercial ?? undefined,
          telefono: e.telefono ?? undefined,
          email: e.email ?? undefined,
          registro_mtc: e.registro_mtc ?? undefined,
        })}
        toBody={(v) => ({
          ruc: v.ruc,
          razon_social: v.razon_social,
          nombre_comercial: nullIfEmpty(v.nombre_comercial),
          direccion: v.direccion,
          ubigeo: v.ubigeo,
          telefono: nullIfEmpty(v.telefono),
          email: nullIfEmpty(v.email),
          registro_mtc: nullIfEmpty(v.registro_mtc),
        })}
        messages={{ saving: 'Guardando establecimiento...', saveError: 'Error al guardar el establecimiento' }}
        fields={[
          {
            name: 'ruc',
            label: 'RUC',
            required: true,
            max: 11,
            type: 'custom',
            normalize: (v) => (typeof v === 'string' ? v.replace(/\D/g, '').slice(0, 11) : v),
            input: (ctx) => (
              <DocumentLookupInput
                kind="ruc"
                onFound={(result) => {
                  const d = result.kind === 'ruc' ? result.answer.data : null;
                  if (!d) return;
                  ctx.form.setFieldsValue({
                    razon_social: d.razonSocial,
                    nombre_comercial: d.nombreComercial ?? ctx.form.getFieldValue('nombre_comercial'),
                    direccion: d.direccion ?? ctx.form.getFieldValue('direccion'),
                    ubigeo: d.ubigeo ?? ctx.form.getFieldValue('ubigeo'),
                  });
                }}
              />
            ),
            rules: [
              {
                validator: async (_, v?: string) => {
                  if (v && !isValidRuc(v)) throw new Error('El RUC no es válido');
                },
              },
            ],
          },
          { name: 'razon_social', label: 'Razón social', required: true, max: 200 },
          { name: 'nombre_comercial', label: 'Nombre comercial', max: 200, wide: true },
          { name: 'telefono', label: 'Teléfono', max: 30 },
          { name: 'email', label: 'Correo', type: 'email', max: 120 },
          { name: 'direccion', label: 'Dirección fiscal', required: true, max: 200, wide: true },
          { name: 'ubigeo', label: 'Ubigeo', type: 'ubigeo', required: true, wide: true },
          {
            name: 'registro_mtc',
            label: 'Registro MTC',
            max: 20,
            upperCase: true,
            rules: [{ pattern: /^(?!0+$)[0-9A-Z]{1,20}$/, message: 'Solo letras mayúsculas y dígitos (hasta 20)' }],
            help: 'Inscripción de la empresa como transportista en el MTC. Va en sus guías de remisión transportista; sin ella, SUNAT las acepta con observación.',
          },
        ]}
      />
      <Tabs
        {...tabs}
        items={[
          {
            key: 'sucursales',
            label: 'Sucursales',
            children: <ResourceScreen resource={sucursalResource} urlPrefix="suc_" />,
          },
          {
            key: 'cuentas',
            label: 'Cuentas bancarias',
            children: <ResourceScreen resource={cuentaResource} urlPrefix="cta_" />,
          },
        ]}
      />
    </Space>
  );
}
