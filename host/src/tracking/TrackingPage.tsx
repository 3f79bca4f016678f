import { useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Layout,
  Steps,
  Tooltip,
  Typography,
  type InputRef,
} from 'antd';
import { Link } from 'react-router-dom';
import { tracking, type ParcelTrackRow } from '@trade/contracts/transport';
import { call } from '@trade/session';
import { formatDate } from '@trade/formats';
import { AntdRoot } from '../antd/AntdRoot';
import './tracking.css';

const GUIDE_NUMBER_LENGTH = 7;
const GUIDE_CODE_LENGTH = 4;

function stages(parcel: ParcelTrackRow): { title: string; place?: string; date: string | null }[] {
  return [
    { title: 'Origen', place: parcel.sucursalinicio, date: parcel.fecharegistro },
    { title: 'Transito', date: parcel.fechatransporte },
    { title: 'Destino', place: parcel.sucursalfin, date: parcel.fecharecepcion },
    { title: 'Entregado', date: parcel.fechaentrega },
  ];
}

const when = (date: string | null) => (date ? formatDate(date, { locale: 'es', withTime: true }) : 'Pendiente');

function TrackingScreen() {
  const [numero, setNumero] = useState('');
  const [codigo, setCodigo] = useState('');
  const [errors, setErrors] = useState<{ numero?: string; codigo?: string }>({});
  const [busy, setBusy] = useState(false);
  const [parcel, setParcel] = useState<ParcelTrackRow | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);
  const numeroRef = useRef<InputRef>(null);
  const codigoRef = useRef<InputRef>(null);

  async function search() {
    if (numero.length !== GUIDE_NUMBER_LENGTH) {
      setErrors({ numero: 'Ingrese numero de guia valido' });
      numeroRef.current?.focus();
      return;
    }
    if (codigo.length !== GUIDE_CODE_LENGTH) {
      setErrors({ codigo: 'Ingrese código de guia valido' });
      codigoRef.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await call(tracking.endpoints.publicTrack, { params: { numero, codigo } });
      setParcel(answer.status === 200 && answer.detalles ? answer.detalles : null);
      setNotFound(answer.status === 200 ? null : answer.mensaje);
    } catch {
      setParcel(null);
      setNotFound('Error al conectar con el servidor. Intente nuevamente en unos minutos.');
    } finally {
      setBusy(false);
    }
  }

  let result: ReactNode;
  if (parcel) {
    result = (
      <Card className="tracking-result" title={`Encomienda ${parcel.codigo}`}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Código">{parcel.codigo}</Descriptions.Item>
          <Descriptions.Item label="Remitente">{`${parcel.remitente_documento} - ${parcel.remitente_nombre}`}</Descriptions.Item>
          <Descriptions.Item label="Consignado">{`${parcel.consignado_documento} - ${parcel.consignado_nombre}`}</Descriptions.Item>
        </Descriptions>
        <Steps
          className="tracking-steps"
          current={parcel.estado}
          status={parcel.estado === 3 ? 'finish' : 'process'}
          items={stages(parcel).map((stage, index) => ({
            title: (
              <Tooltip title={`${stage.title}: ${when(stage.date)}`}>
                <span data-stage={index}>{stage.title}</span>
              </Tooltip>
            ),
            // The date is written under each stage too: a phone has no hover.
            content: (
              <>
                {stage.place && <div>{stage.place}</div>}
                <div className="tracking-stage-date" data-stage-date={index}>
                  {when(stage.date)}
                </div>
              </>
            ),
          }))}
        />
      </Card>
    );
  } else if (notFound) {
    result = <Alert type="warning" showIcon title="Encomienda no encontrada" description={notFound} />;
  } else {
    result = (
      <div className="tracking-help">
        <img
          src="/trade/tracking-help.svg"
          alt="Ubicación de los datos de rastreo en la guía"
          width={320}
          height={220}
        />
        <Typography.Paragraph>
          Los datos para rastrear su encomienda (número y código de guía) se encuentran en la parte inferior de su guía.
        </Typography.Paragraph>
      </div>
    );
  }

  return (
    <Layout className="tracking-page">
      <Layout.Header className="tracking-header">
        <Link to="/login" className="tracking-brand">
          <img src="/trade/favicon.svg" alt="" width={28} height={28} /> Trade
        </Link>
        <span>Rastreo de encomiendas</span>
      </Layout.Header>
      <Layout.Content className="tracking-content">
        <Card>
          <Form layout="vertical" onFinish={search} requiredMark={false}>
            <div className="tracking-fields">
              <Form.Item
                label="Número de guía"
                htmlFor="tracking-numero"
                validateStatus={errors.numero ? 'error' : undefined}
                help={errors.numero}
              >
                <Input
                  id="tracking-numero"
                  ref={numeroRef}
                  value={numero}
                  maxLength={GUIDE_NUMBER_LENGTH}
                  placeholder="0000000"
                  inputMode="numeric"
                  autoFocus
                  onChange={(e) => setNumero(e.target.value.replace(/\D/g, ''))}
                />
              </Form.Item>
              <Form.Item
                label="Código de guía"
                htmlFor="tracking-codigo"
                validateStatus={errors.codigo ? 'error' : undefined}
                help={errors.codigo}
              >
                <Input
                  id="tracking-codigo"
                  ref={codigoRef}
                  value={codigo}
                  maxLength={GUIDE_CODE_LENGTH}
                  placeholder="XXXX"
                  onChange={(e) => setCodigo(e.target.value.trim().toUpperCase())}
                />
              </Form.Item>
              <Form.Item label=" ">
                <Button type="primary" htmlType="submit" loading={busy}>
                  Rastrear
                </Button>
              </Form.Item>
            </div>
          </Form>
        </Card>
        {result}
      </Layout.Content>
    </Layout>
  );
}

/** Public parcel tracking: anyone with the guide's number and code can follow it. */
export default function TrackingPage() {
  return (
    <AntdRoot>
      <TrackingScreen />
    </AntdRoot>
  );
}
