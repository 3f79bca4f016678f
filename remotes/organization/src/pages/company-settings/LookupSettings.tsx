import { useState } from 'react';
import { Tag } from 'antd';
import { call } from '@trade/session';
import { RecordForm } from '@trade/ui';
import { documentLookup, type LookupSettingsRow } from '@trade/contracts/purchasing-credits';

const nullIfEmpty = (v: unknown) => (v === undefined || v === '' ? null : v);

/**
 * The DNI/RUC lookup provider (apis.net.pe v2 protocol): its base URL and token. A URL that starts
 * with '/' is this server (the bundled stand-in of the demo, '/consulta-simulador/v2').
 */
export function LookupSettings() {
  const [tokenSet, setTokenSet] = useState(false);
  return (
    <RecordForm<LookupSettingsRow>
      title="Consulta de DNI y RUC"
      columns={2}
      load={async () => {
        const answer = await call(documentLookup.endpoints.settings);
        setTokenSet(Boolean(answer.detalles?.tokenConfigurado));
        return answer;
      }}
      save={documentLookup.endpoints.saveSettings}
      onSaved={(saved) => setTokenSet(Boolean(saved?.tokenConfigurado))}
      toValues={(c) => ({ url: c.url ?? undefined })}
      toBody={(v) => ({ url: nullIfEmpty(v.url), token: nullIfEmpty(v.token) })}
      messages={{
        saving: 'Guardando proveedor de consultas...',
        saveError: 'Error al guardar el proveedor de consultas',
      }}
      fields={[
        {
          name: 'url',
          label: 'URL del proveedor',
          max: 300,
          placeholder: 'https://api.apis.net.pe/v2',
          rules: [
            { pattern: /^$|^https?:\/\/\S+$|^\/\S*$/, message: 'Ingrese una URL http(s) o una ruta de este servidor' },
          ],
          help: 'Sin proveedor, las consultas responden con los datos ya consultados antes.',
        },
        {
          name: 'token',
          label: 'Token',
          type: 'password',
          max: 500,
          help: tokenSet ? (
            <Tag color="green">Token configurado (déjelo vacío para conservarlo)</Tag>
          ) : (
            <Tag color="orange">Sin token</Tag>
          ),
        },
      ]}
    />
  );
}
