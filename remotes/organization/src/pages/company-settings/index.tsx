import { useState } from 'react';
import { Alert, Card, Descriptions, Space } from 'antd';
import { formatDateTime } from '@trade/formats';
import { RecordForm } from '@trade/ui';
import { companySettings } from '@trade/contracts/organization';
import { useUser } from '@trade/session';
import { CertificateCard } from './CertificateCard';
import { SettingsFacts, nullIfEmpty, secretHelp, storedTag } from './facts';
import { MailCard } from './MailCard';
import { SentMails } from './SentMails';
import { LookupSettings } from './LookupSettings';
import { BackupCard } from './BackupCard';
import { PriceControlCard } from './PriceControlCard';
import { DESTINOS, getSettings, type ConfiguracionSunat } from './service';

const URL_RULE = { type: 'url' as const, message: 'Ingrese una URL válida (http o https)' };

/** Company settings: SUNAT target, SOL and GRE credentials (never shown back), cash rules, price control, signing certificate, outgoing mail, backups. */
export default function CompanySettings() {
  // Backups are administrators' only (their calls answer 403 to anyone else).
  const admin = useUser()?.rol === 'admin';
  const [config, setConfig] = useState<ConfiguracionSunat | null>(null);
  const [mailsKey, setMailsKey] = useState(0);

  const load = async () => {
    const answer = await getSettings();
    if (answer.status === 200) setConfig(answer.detalles ?? null);
    return answer;
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {config && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'ruc', label: 'RUC', children: config.ruc },
            { key: 'razon', label: 'Razón social', children: config.razon_social },
            {
              key: 'act',
              label: 'Última actualización',
              children: config.actualizado ? formatDateTime(config.actualizado) : '—',
            },
          ]}
        />
      )}
      {config?.credencialesDemo && (
        <Alert
          type="info"
          showIcon
          title="Empresa de demostración: se usan las credenciales públicas de prueba y el certificado de demostración donde no se registren otros."
        />
      )}
      <RecordForm<ConfiguracionSunat>
        title="Envío a SUNAT"
        columns={2}
        load={load}
        save={companySettings.endpoints.save}
        onSaved={(saved) => saved && setConfig(saved)}
        toValues={(c) => ({
          destino: c.destino,
          billService: c.billService ?? undefined,
          billConsultService: c.billConsultService ?? undefined,
          greToken: c.greToken ?? undefined,
          greApi: c.greApi ?? undefined,
          solUsuario: c.solUsuario ?? undefined,
          greClientId: c.greClientId ?? undefined,
          boletasPorResumen: c.boletasPorResumen,
        })}
        toBody={(v) => ({
          destino: v.destino,
          billService: nullIfEmpty(v.billService),
          billConsultService: nullIfEmpty(v.billConsultService),
          greToken: nullIfEmpty(v.greToken),
          greApi: nullIfEmpty(v.greApi),
          solUsuario: v.solUsuario,
          greClientId: nullIfEmpty(v.greClientId),
          boletasPorResumen: Boolean(v.boletasPorResumen),
          // Empty secrets keep the stored ones.
          ...(v.solClave ? { solClave: v.solClave } : {}),
          ...(v.greClientSecret ? { greClientSecret: v.greClientSecret } : {}),
        })}
        messages={{ saving: 'Guardando configuración...', saveError: 'Error al guardar la configuración SUNAT' }}
        fields={[
          {
            name: 'destino',
            label: 'Destino de los comprobantes',
            type: 'select',
            required: true,
            options: DESTINOS,
            wide: true,
          },
          {
            name: 'billService',
            label: 'URL de envío (billService)',
            max: 300,
            rules: [URL_RULE],
            help: 'Obligatoria para un OSE.',
            visible: ({ values }) => values.destino === 'ose' || values.destino === 'beta',
          },
          {
            name: 'billConsultService',
            label: 'URL de consulta de CDR',
            max: 300,
            rules: [URL_RULE],
            visible: ({ values }) => values.destino === 'ose' || values.destino === 'beta',
          },
          {
            name: 'greToken',
            label: 'URL de token GRE',
            max: 300,
            rules: [URL_RULE],
            visible: ({ values }) => values.destino === 'ose' || values.destino === 'beta',
          },
          {
            name: 'greApi',
            label: 'URL de la API GRE',
            max: 300,
            rules: [URL_RULE],
            visible: ({ values }) => values.destino === 'ose' || values.destino === 'beta',
          },
          {
            name: 'solUsuario',
            label: 'Usuario SOL',
            required: true,
            max: 30,
            rules: [{ pattern: /^[A-Za-z0-9]+$/, message: 'Solo letras y números (sin el RUC)' }],
          },
          {
            name: 'solClave',
            label: 'Clave SOL',
            type: 'password',
            max: 100,
            help: secretHelp(config?.solClaveConfigurada),
          },
          {
            name: 'greClientId',
            label: 'ID de cliente GRE',
            max: 100,
            help: 'El «client_id» que SUNAT entrega para la API de guías de remisión.',
          },
          {
            name: 'greClientSecret',
            label: 'Clave de cliente GRE',
            type: 'password',
            max: 200,
            help: secretHelp(config?.greClientSecretConfigurado),
          },
          {
            name: 'boletasPorResumen',
            label: 'Boletas solo por resumen diario',
            type: 'switch',
            wide: true,
            help: 'Activado: las boletas y sus notas no se envían una por una; quedan firmadas y se informan en el resumen diario del día (Gestión CPE › Resúmenes pendientes).',
          },
        ]}
        extra={() =>
          config && (
            <SettingsFacts
              items={[
                { key: 'sol', label: 'Clave SOL', children: storedTag(config.solClaveConfigurada) },
                { key: 'gre', label: 'Clave de cliente GRE', children: storedTag(config.greClientSecretConfigurado) },
              ]}
            />
          )
        }
      />
      <RecordForm<{ venta_requiere_caja: boolean }>
        title="Caja"
        load={companySettings.endpoints.cashSettings}
        save={companySettings.endpoints.saveCashSettings}
        messages={{ saving: 'Guardando reglas de caja...', saveError: 'Error al guardar las reglas de caja' }}
        fields={[
          {
            name: 'venta_requiere_caja',
            label: 'La venta requiere caja abierta',
            type: 'switch',
            help: 'Activado: no se registra una venta si el vendedor no tiene su caja abierta en la sucursal. Los recibos de caja chica, los préstamos y los pagos siempre la requieren.',
          },
        ]}
      />
      <PriceControlCard />
      <CertificateCard
        cert={config?.certificado ?? null}
        onUploaded={(certificado) => setConfig((c) => (c ? { ...c, certificado } : c))}
      />
      <MailCard onSent={() => setMailsKey((k) => k + 1)} />
      <Card title="Correos enviados">
        <SentMails reloadKey={mailsKey} />
      </Card>
      <LookupSettings />
      {admin && <BackupCard />}
    </Space>
  );
}
