import { Card, Col, Row } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@trade/formats';
import { useIsPhone } from '@trade/ui';
import type { DashboardData } from './useDashboard';

/*
 * The dashboard's charts. This module is the only one importing recharts and is loaded lazily by
 * the screen (React.lazy), so the remote's first bundle does not carry the chart library. No
 * animation: the figures are there at once (and a screenshot shows them).
 */
const COLORS = ['#1668dc', '#52c41a', '#faad14', '#eb2f96', '#13c2c2', '#722ed1', '#fa541c'];
const soles = (v: unknown) => formatMoney(Number(v));

export default function DashboardCharts({ data }: { data: DashboardData }) {
  const phone = useIsPhone();
  const days = data.diario.dias.map((d) => ({ dia: String(d.dia), Ventas: Number(d.total), cantidad: d.cantidad }));
  const vouchers = data.resumen.por_comprobante
    .filter((v) => Number(v.total) > 0)
    .map((v) => ({ name: v.nombre, value: Number(v.total) }));
  const forms = [
    ...data.resumen.por_forma_pago.map((f) => ({ name: f.nombre, Monto: Number(f.total) })),
    ...(Number(data.resumen.credito.total) > 0 ? [{ name: 'Crédito', Monto: Number(data.resumen.credito.total) }] : []),
  ];
  const height = phone ? 220 : 260;
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={`Ventas por día de ${data.diario.mes} (S/)`}>
          <div
            style={{ width: '100%', height }}
            role="img"
            aria-label={`Gráfico de ventas por día de ${data.diario.mes}`}
          >
            <ResponsiveContainer>
              <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: phone ? -16 : 4 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="dia" interval={phone ? 4 : 1} />
                <YAxis />
                <Tooltip formatter={soles} labelFormatter={(d) => `Día ${d}`} />
                <Bar dataKey="Ventas" fill="#1668dc" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Card>
      </Col>
      <Col xs={24} md={12} lg={6}>
        <Card size="small" title="Por tipo de comprobante">
          <div style={{ width: '100%', height }} role="img" aria-label="Gráfico de ventas por tipo de comprobante">
            <ResponsiveContainer>
              <PieChart>
                <Pie
                  data={vouchers}
                  dataKey="value"
                  nameKey="name"
                  outerRadius="70%"
                  innerRadius="40%"
                  isAnimationActive={false}
                >
                  {vouchers.map((v, i) => (
                    <Cell key={v.name} fill={COLORS[i % COLORS.length]} />
                  ))}
                </Pie>
                <Tooltip formatter={soles} />
                <Legend />
              </PieChart>
            </ResponsiveContainer>
          </div>
        </Card>
      </Col>
      <Col xs={24} md={12} lg={6}>
        <Card size="small" title="Por forma de pago">
          <div style={{ width: '100%', height }} role="img" aria-label="Gráfico de ventas por forma de pago">
            <ResponsiveContainer>
              <BarChart data={forms} layout="vertical" margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" hide />
                <YAxis type="category" dataKey="name" width={90} />
                <Tooltip formatter={soles} />
                <Bar dataKey="Monto" isAnimationActive={false}>
                  {forms.map((f, i) => (
                    <Cell key={f.name} fill={COLORS[i % COLORS.length]} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Card>
      </Col>
    </Row>
  );
}
