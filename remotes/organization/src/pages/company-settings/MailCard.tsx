import { useState } from 'react';
import { Button, Card, Input, Space, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useNotify } from '@trade/session/notify';
import { mail } from '@trade/contracts/organization';
import { RecordForm } from '@trade/ui';
import { SettingsFacts, nullIfEmpty, secretHelp, storedTag } from './facts';
import { getMailSettings, sendTestMail, showMailOutcome, type CorreoSaliente } from './mail';

const HOST_RULE = {
  pattern: /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/,
  message: 'Ingrese un nombre de servidor válido (smtp.empresa.pe)',
};

/**
 * The company's outgoing mail server (documents to clients). Without a server every mail is kept
 * in the outbox, whole, and can be sent later from the list below.
 */
export function MailCard({ onSent }: { onSent: () => void }) {
  const [config, setConfig] = useState<CorreoSaliente | null>(null);
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const notify = useNotify();

  const load = async () => {
    const answer = await getMailSettings();
    if (answer.status === 200) setConfig(answer.detalles ?? null);
    return answer;
  };

  const test = async () => {
    setSending(true);
    notify.progress('correo-prueba', 'Enviando correo de prueba...');
    try {
      showMailOutcome(notify, 'correo-prueba', await sendTestMail(to.trim()));
      onSent();
    } catch {
      notify.fail('correo-prueba', 'Error al enviar el correo de prueba');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <RecordForm<CorreoSaliente>
        title="Correo saliente"
        columns={2}
        load={load}
        save={mail.endpoints.saveSettings}
        onSaved={(saved) => saved && setConfig(saved)}
        toValues={(c) => ({
          ...c,
          host: c.host ?? undefined,
          usuario: c.usuario ?? undefined,
          seguro: c.seguro ? 1 : 0,
        })}
        toBody={(v) => ({
          host: nullIfEmpty(v.host),
          puerto: Number(v.puerto ?? 587),
          seguro: Boolean(v.seguro),
          usuario: nullIfEmpty(v.usuario),
          remitenteNombre: nullIfEmpty(v.remitenteNombre),
          remitenteCorreo: v.remitenteCorreo,
          // An empty password keeps the stored one.
          ...(v.clave ? { clave: v.clave } : {}),
        })}
        messages={{
          saving: 'Guardando configuración de correo...',
          saveError: 'Error al guardar la configuración de correo',
        }}
        fields={[
          {
            name: 'host',
            label: 'Servidor SMTP',
            max: 200,
            rules: [HOST_RULE],
            placeholder: 'smtp.gmail.com',
            help: 'Vacío: los correos quedan en la bandeja de salida.',
          },
          {
            name: 'puerto',
            label: 'Puerto',
            type: 'integer',
            min: 1,
            max: 65535,
            required: true,
            help: '587 (STARTTLS) o 465 (TLS).',
          },
          { name: 'seguro', label: 'Conexión TLS desde el inicio (puerto 465)', type: 'switch' },
          { name: 'usuario', label: 'Usuario SMTP', max: 200 },
          {
            name: 'clave',
            label: 'Contraseña SMTP',
            type: 'password',
            max: 200,
            help: secretHelp(config?.claveConfigurada),
          },
          { name: 'remitenteNombre', label: 'Nombre del remitente', max: 120, placeholder: 'Ventas Mi Empresa' },
          { name: 'remitenteCorreo', label: 'Correo del remitente', type: 'email', required: true, max: 200 },
        ]}
        extra={() =>
          config && (
            <SettingsFacts
              items={[
                {
                  key: 'modo',
                  label: 'Modo',
                  children: storedTag(config.modo === 'smtp', 'Envío por SMTP', 'Bandeja de salida'),
                },
                {
                  key: 'clave',
                  label: 'Contraseña',
                  children: storedTag(config.claveConfigurada, 'Guardada', 'Sin registrar'),
                },
              ]}
            />
          )
        }
      />
      <Card size="small" title="Correo de prueba">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">Envía un correo con la configuración guardada.</Typography.Text>
          <Space.Compact style={{ width: '100%', maxWidth: 460 }}>
            <Input
              aria-label="Correo de prueba para"
              placeholder="usted@empresa.pe"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              onPressEnter={() => to.trim() && void test()}
            />
            <Button icon={<SendOutlined />} loading={sending} disabled={!to.trim()} onClick={() => void test()}>
              Enviar prueba
            </Button>
          </Space.Compact>
        </Space>
      </Card>
    </>
  );
}
