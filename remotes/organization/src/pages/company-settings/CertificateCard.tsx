import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Tabs, Tag, Typography } from 'antd';
import { formatDate, sanitizeFileName } from '@trade/formats';
import { useNotify } from '@trade/session/notify';
import { FileInput, useSaveFlow } from '@trade/ui';
import { CERT_ERROR, CERT_MAX_BYTES, uploadCertificate, type Certificado, type CertificateUpload } from './service';

/** Warning 30 days before the certificate expires; error once it has. */
export function CertificateStatus({ cert }: { cert: Certificado | null }) {
  if (!cert)
    return (
      <Alert type="warning" showIcon title="No hay certificado digital registrado: no se pueden firmar comprobantes." />
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {cert.vencido && (
        <Alert
          type="error"
          showIcon
          title={`El certificado venció el ${formatDate(cert.validoHasta)}. Suba el certificado renovado para seguir emitiendo.`}
        />
      )}
      {!cert.vencido && cert.porVencer && (
        <Alert
          type="warning"
          showIcon
          title={`El certificado vence en ${cert.diasParaVencer} días (${formatDate(cert.validoHasta)}). Renuévelo antes de esa fecha.`}
        />
      )}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'subject',
            label: 'Titular (subject)',
            children: <Typography.Text copyable>{cert.subject}</Typography.Text>,
          },
          { key: 'issuer', label: 'Emisor', children: cert.issuer },
          { key: 'serial', label: 'Número de serie', children: cert.serial },
          { key: 'desde', label: 'Válido desde', children: formatDate(cert.validoDesde) },
          {
            key: 'hasta',
            label: 'Válido hasta',
            children: (
              <Space>
                {formatDate(cert.validoHasta)}
                {cert.vencido ? (
                  <Tag color="red">Vencido</Tag>
                ) : (
                  <Tag color={cert.porVencer ? 'orange' : 'green'}>{`${cert.diasParaVencer} días`}</Tag>
                )}
              </Space>
            ),
          },
          {
            key: 'origen',
            label: 'Origen',
            children: `${cert.origen === 'demo' ? 'Certificado de demostración' : 'Archivo subido'} (${cert.formato.toUpperCase()})`,
          },
        ]}
      />
    </Space>
  );
}

/** Uploads the signing certificate: a PFX with its password, or a PEM private key and certificate. */
export function CertificateCard({
  cert,
  onUploaded,
}: {
  cert: Certificado | null;
  onUploaded: (cert: Certificado) => void;
}) {
  const notify = useNotify();
  const flow = useSaveFlow();
  const [format, setFormat] = useState<'pfx' | 'pem'>('pfx');
  const [pfx, setPfx] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [key, setKey] = useState<File | null>(null);
  const [certificate, setCertificate] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reject = (reason: string) => notify.error(`${CERT_ERROR}: ${reason === 'tipo' ? 'archivo no válido' : reason}`);

  async function send() {
    let upload: CertificateUpload;
    if (format === 'pfx') {
      if (!pfx) return setError('Adjunte el archivo PFX del certificado');
      if (!password) return setError('Ingrese la contraseña del certificado');
      upload = { formato: 'pfx', archivo: renamed(pfx), clave: password };
    } else {
      if (!key || !certificate) return setError('Adjunte la clave privada y el certificado (PEM)');
      upload = { formato: 'pem', clavePrivada: renamed(key), certificado: renamed(certificate) };
    }
    setError(null);
    const answer = await flow.run({
      key: 'certificado',
      progress: 'Subiendo certificado...',
      failText: CERT_ERROR,
      call: () => uploadCertificate(upload),
    });
    if (answer?.status === 200 && answer.detalles) {
      setPassword('');
      onUploaded(answer.detalles);
    } else setError(answer?.mensaje ?? CERT_ERROR);
  }

  return (
    <Card title="Certificado digital de firma">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <CertificateStatus cert={cert} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {cert ? 'Reemplazar certificado' : 'Subir certificado'}
        </Typography.Title>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        <Tabs
          activeKey={format}
          onChange={(k) => {
            setFormat(k as 'pfx' | 'pem');
            setError(null);
          }}
          items={[
            {
              key: 'pfx',
              label: 'Archivo PFX / P12',
              children: (
                <Form layout="vertical" component="div">
                  <Form.Item label="Archivo PFX">
                    <FileInput
                      label="Archivo PFX"
                      accept=".pfx,.p12,application/x-pkcs12"
                      maxBytes={CERT_MAX_BYTES}
                      onReject={reject}
                      onSelect={setPfx}
                    />
                  </Form.Item>
                  <Form.Item label="Contraseña del certificado" htmlFor="cert-clave">
                    <Input.Password
                      id="cert-clave"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                      autoComplete="off"
                      style={{ maxWidth: 320 }}
                    />
                  </Form.Item>
                </Form>
              ),
            },
            {
              key: 'pem',
              label: 'Clave y certificado PEM',
              children: (
                <Form layout="vertical" component="div">
                  <Form.Item label="Clave privada (PEM)">
                    <FileInput
                      label="Clave privada (PEM)"
                      accept=".key,.pem,.txt"
                      maxBytes={CERT_MAX_BYTES}
                      onReject={reject}
                      onSelect={setKey}
                    />
                  </Form.Item>
                  <Form.Item label="Certificado (PEM)">
                    <FileInput
                      label="Certificado (PEM)"
                      accept=".cer,.crt,.pem,.txt"
                      maxBytes={CERT_MAX_BYTES}
                      onReject={reject}
                      onSelect={setCertificate}
                    />
                  </Form.Item>
                </Form>
              ),
            },
          ]}
        />
        <Button type="primary" onClick={() => void send()} loading={flow.loading}>
          Subir certificado
        </Button>
      </Space>
    </Card>
  );
}

/** The file as sent: its name without < > : " / \ | ? * ! (the server sanitises again). */
function renamed(file: File): File {
  const name = sanitizeFileName(file.name);
  return name === file.name ? file : new File([file], name, { type: file.type });
}
