import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Layout, Radio, Result, Select, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  CLAIM_KIND_HELP,
  CONSUMER_DOCUMENTS,
  publicComplaints,
  type FiledComplaint,
  type PublicBook,
  type PublicComplaintBody,
} from '@trade/contracts/complaints';
import { call, printRoute, runtimeConfig } from '@trade/session';
import { AntdRoot } from '../antd/AntdRoot';
import './complaint-form.css';

const { endpoints } = publicComplaints;
const CONNECTION_ERROR = 'Error al conectar con el servidor. Intente nuevamente en unos minutos.';
const DOCUMENT_LENGTH: Record<number, { pattern: RegExp; message: string }> = {
  1: { pattern: /^\d{8}$/, message: 'El DNI tiene 8 dígitos' },
  2: { pattern: /^\d{11}$/, message: 'El RUC tiene 11 dígitos' },
  3: { pattern: /^[A-Za-z0-9]{6,12}$/, message: 'El carné de extranjería tiene de 6 a 12 letras o dígitos' },
  4: { pattern: /^[A-Za-z0-9]{6,12}$/, message: 'El pasaporte tiene de 6 a 12 letras o dígitos' },
};
const day = (value: string) => value.slice(0, 10).split('-').reverse().join('/');
const MAIL_TEXT: Record<string, string> = {
  enviado: 'Enviamos una copia a su correo electrónico.',
  bandeja: 'Le enviaremos una copia a su correo electrónico.',
  fallido: 'Le enviaremos una copia a su correo electrónico en cuanto sea posible.',
};

type Values = Omit<PublicComplaintBody, 'menor_edad'> & { menor_edad?: boolean };

/** What the consumer gets at once: the number, the deadline, the copy (PDF) and the e-mail's fate. */
function Filed({ filed, onAnother }: { filed: FiledComplaint; onAnother: () => void }) {
  const pdf = `${runtimeConfig().apiBase}${printRoute(endpoints.copy, { params: { codigo: filed.codigo } })}`;
  return (
    <Result
      status="success"
      title={`Su reclamación N° ${filed.numero} fue registrada`}
      subTitle={`${filed.establecimiento}, ${day(filed.fecha)}. Recibirá la respuesta a más tardar el ${day(filed.fecha_limite)}. ${MAIL_TEXT[filed.correo] ?? ''}`}
      extra={[
        <Button key="pdf" type="primary" href={pdf} target="_blank" rel="noopener">
          Descargar hoja de reclamación (PDF)
        </Button>,
        <Button key="again" onClick={onAnother}>
          Registrar otra reclamación
        </Button>,
      ]}
    />
  );
}

function ComplaintForm() {
  const [form] = Form.useForm<Values>();
  const [book, setBook] = useState<PublicBook | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [filed, setFiled] = useState<FiledComplaint | null>(null);
  const minor = Form.useWatch('menor_edad', form);

  useEffect(() => {
    call(endpoints.book, {})
      .then((answer) =>
        answer.status === 200 && answer.detalles ? setBook(answer.detalles) : setLoadError(answer.mensaje),
      )
      .catch(() => setLoadError(CONNECTION_ERROR));
  }, []);

  async function submit(values: Values) {
    setBusy(true);
    setRefusal(null);
    try {
      const body: PublicComplaintBody = {
        ...values,
        menor_edad: values.menor_edad === true,
        apoderado: values.menor_edad ? values.apoderado : null,
        monto: values.monto || null,
      };
      const answer = await call(endpoints.file, { body });
      if (answer.status === 200 && answer.detalles) {
        setFiled(answer.detalles);
        form.resetFields();
        window.scrollTo({ top: 0 });
      } else setRefusal(answer.mensaje);
    } catch {
      setRefusal(CONNECTION_ERROR);
    } finally {
      setBusy(false);
    }
  }

  if (loadError)
    return <Alert type="error" showIcon title="Libro de reclamaciones no disponible" description={loadError} />;
  if (!book) return <Spin />;
  if (filed) return <Filed filed={filed} onAnother={() => setFiled(null)} />;
  const required = (message: string) => ({ required: true, whitespace: true, message });
  return (
    <>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          Hoja de reclamación
        </Typography.Title>
        <Typography.Paragraph>
          {`${book.nombre_comercial ?? book.razon_social} · ${book.razon_social} · RUC ${book.ruc}`}
        </Typography.Paragraph>
        <Typography.Paragraph className="complaint-notes">
          Conforme al Código de Protección y Defensa del Consumidor, este establecimiento cuenta con un Libro de
          Reclamaciones a su disposición. Los campos marcados son obligatorios.
        </Typography.Paragraph>
      </Card>
      <Card>
        <Form
          form={form}
          layout="vertical"
          requiredMark="optional"
          onFinish={submit}
          initialValues={{ idtipodocumento: 1, tipo_bien: 'producto', tipo: 'reclamo' }}
          scrollToFirstError
        >
          <Form.Item
            name="idestablecimiento"
            label="Establecimiento"
            rules={[{ required: true, message: 'Elija el establecimiento' }]}
          >
            <Select
              placeholder="Elija el establecimiento"
              options={book.establecimientos.map((e) => ({
                value: e.idestablecimiento,
                label: `${e.nombre} · ${e.direccion}`,
              }))}
            />
          </Form.Item>
          <Typography.Title level={5}>1. Identificación del consumidor reclamante</Typography.Title>
          <div className="complaint-grid">
            <Form.Item
              className="complaint-wide"
              name="nombres"
              label="Nombre completo"
              rules={[required('Ingrese su nombre completo'), { max: 200 }]}
            >
              <Input maxLength={200} autoComplete="name" />
            </Form.Item>
            <Form.Item name="idtipodocumento" label="Tipo de documento" rules={[{ required: true }]}>
              <Select options={CONSUMER_DOCUMENTS.map((d) => ({ value: d.value, label: d.label }))} />
            </Form.Item>
            <Form.Item
              name="numero_documento"
              label="Número de documento"
              dependencies={['idtipodocumento']}
              rules={[
                required('Ingrese su número de documento'),
                ({ getFieldValue }) => ({
                  validator: async (_, value?: string) => {
                    const rule = DOCUMENT_LENGTH[getFieldValue('idtipodocumento') as number];
                    if (value && rule && !rule.pattern.test(value)) throw new Error(rule.message);
                  },
                }),
              ]}
            >
              <Input maxLength={12} />
            </Form.Item>
            <Form.Item
              className="complaint-wide"
              name="direccion"
              label="Domicilio"
              rules={[required('Ingrese su domicilio'), { max: 200 }]}
            >
              <Input maxLength={200} autoComplete="street-address" />
            </Form.Item>
            <Form.Item
              name="telefono"
              label="Teléfono"
              rules={[
                required('Ingrese su teléfono'),
                { pattern: /^[0-9+() -]{6,30}$/, message: 'Ingrese un teléfono válido' },
              ]}
            >
              <Input maxLength={30} inputMode="tel" autoComplete="tel" />
            </Form.Item>
            <Form.Item
              name="email"
              label="Correo electrónico"
              rules={[
                required('Ingrese su correo electrónico: allí recibirá la copia y la respuesta'),
                { type: 'email', message: 'Ingrese un correo válido' },
              ]}
            >
              <Input maxLength={120} inputMode="email" autoComplete="email" />
            </Form.Item>
            <Form.Item className="complaint-wide" name="menor_edad" valuePropName="checked">
              <Checkbox>Soy menor de edad</Checkbox>
            </Form.Item>
            {minor && (
              <Form.Item
                className="complaint-wide"
                name="apoderado"
                label="Padre, madre o apoderado"
                rules={[required('Indique el nombre de su padre, madre o apoderado')]}
              >
                <Input maxLength={200} />
              </Form.Item>
            )}
          </div>
          <Typography.Title level={5}>2. Identificación del bien contratado</Typography.Title>
          <div className="complaint-grid">
            <Form.Item name="tipo_bien" label="Tipo" rules={[{ required: true }]}>
              <Radio.Group
                options={[
                  { value: 'producto', label: 'Producto' },
                  { value: 'servicio', label: 'Servicio' },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="monto"
              label="Monto reclamado (S/)"
              rules={[{ pattern: /^[0-9]{1,10}(\.[0-9]{1,2})?$/, message: 'Ingrese un monto como 59.90' }]}
            >
              <Input inputMode="decimal" maxLength={13} />
            </Form.Item>
            <Form.Item
              className="complaint-wide"
              name="descripcion_bien"
              label="Descripción"
              rules={[required('Describa el producto o servicio'), { max: 500 }]}
            >
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </div>
          <Typography.Title level={5}>3. Detalle de la reclamación y pedido del consumidor</Typography.Title>
          <Form.Item name="tipo" label="Tipo" rules={[{ required: true }]}>
            <Radio.Group>
              <Radio value="reclamo">Reclamo</Radio>
              <Radio value="queja">Queja</Radio>
            </Radio.Group>
          </Form.Item>
          <Typography.Paragraph className="complaint-notes">
            {CLAIM_KIND_HELP.reclamo}
            <br />
            {CLAIM_KIND_HELP.queja}
          </Typography.Paragraph>
          <Form.Item name="detalle" label="Detalle" rules={[required('Cuéntenos lo sucedido'), { max: 3000 }]}>
            <Input.TextArea rows={4} maxLength={3000} showCount />
          </Form.Item>
          <Form.Item name="pedido" label="Pedido" rules={[required('Indique qué solicita'), { max: 2000 }]}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
          {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={busy} block>
            Enviar reclamación
          </Button>
          <Typography.Paragraph className="complaint-notes" style={{ marginTop: 16 }}>
            La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo
            para interponer una denuncia ante el INDECOPI.{' '}
            {`El proveedor debe dar respuesta al reclamo o queja en un plazo no mayor a quince (${book.plazo}) días hábiles improrrogables.`}
          </Typography.Paragraph>
        </Form>
      </Card>
    </>
  );
}

/** /libro-de-reclamaciones: the virtual complaints book, public like /tracking. */
export default function ComplaintFormPage() {
  return (
    <AntdRoot>
      <Layout className="complaint-page">
        <Layout.Header className="complaint-header">
          <Link to="/login" className="complaint-brand">
            <img src="/trade/favicon.svg" alt="" width={28} height={28} /> Trade
          </Link>
          <span>Libro de Reclamaciones</span>
        </Layout.Header>
        <Layout.Content className="complaint-content">
          <ComplaintForm />
        </Layout.Content>
      </Layout>
    </AntdRoot>
  );
}
