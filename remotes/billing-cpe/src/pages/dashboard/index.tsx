import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, DatePicker, Select, Skeleton, Space, Spin, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { firstDayOfMonthLima, todayLima } from '@trade/formats';
import { useUser } from '@trade/session';
import { DATE_RANGE_PRESETS, presetRange, RenderWhenNear, useIsPhone, useOptions } from '@trade/ui';
import { BRANCHES, USERS } from '../sales/options';
import { FigureCards } from './cards';
import { Blocks } from './blocks';
import { BackupWarning } from './BackupWarning';
import { useDashboard, type DashboardFilters } from './useDashboard';
// recharts loads only with the charts, after the figures: the remote's first bundle stays light.
const DashboardCharts = lazy(() => import('./charts'));

/*
 * /dashboard, the home after login (spec 000 "Dashboard"): the figures of a range (default first of
 * the current month to today) against the previous period of equal length, the month's daily sales,
 * receivables, SUNAT problems and low stock. A seller sees their own figures (the server enforces
 * it); an administrator picks the user (or every user) and the branch.
 */
const ISO = 'YYYY-MM-DD';
const CHARTS_LABEL = 'Gráficos de ventas';
const ALL_USERS = 0;

export default function Dashboard() {
  const user = useUser();
  const phone = useIsPhone();
  const admin = user?.rol === 'admin';
  const [filters, setFilters] = useState<DashboardFilters>(() => ({
    inicio: firstDayOfMonthLima(),
    fin: todayLima(),
    rol: 'seller',
    idusuario: user?.idusuario ?? 0,
    idsucursal: 0,
  }));
  const { data, loading, error, reload } = useDashboard(filters);
  const users = useOptions(admin ? USERS : undefined);
  const branches = useOptions(admin ? BRANCHES : undefined);
  const presets = useMemo(
    () =>
      DATE_RANGE_PRESETS.map((p) => {
        const [a, b] = presetRange(p.key);
        return { label: p.label, value: [dayjs(a), dayjs(b)] as [Dayjs, Dayjs] };
      }),
    [],
  );
  const who = data?.resumen.alcance;
  // The charts' height (one row of cards on a laptop, three on a phone), so nothing jumps when they come.
  const chartsPlaceholder = (
    <div style={{ minHeight: phone ? 880 : 320 }}>
      <Skeleton active paragraph={{ rows: phone ? 12 : 6 }} />
    </div>
  );

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap size={8} style={{ width: '100%' }}>
        <DatePicker.RangePicker
          aria-label="Rango de fechas"
          format="DD/MM/YYYY"
          allowClear={false}
          presets={presets}
          value={[dayjs(filters.inicio), dayjs(filters.fin)]}
          style={{ width: phone ? '100%' : 280 }}
          onChange={(range) =>
            range?.[0] &&
            range[1] &&
            setFilters((f) => ({ ...f, inicio: range[0]!.format(ISO), fin: range[1]!.format(ISO) }))
          }
        />
        {admin && (
          <Select
            aria-label="Usuario"
            showSearch
            optionFilterProp="label"
            loading={users.loading}
            style={{ width: phone ? '100%' : 220 }}
            value={filters.rol === 'admin' && filters.idusuario === 0 ? ALL_USERS : filters.idusuario}
            options={[
              { value: ALL_USERS, label: 'Todos los usuarios' },
              ...users.options.map((o) => ({ value: Number(o.value), label: String(o.label) })),
            ]}
            onChange={(idusuario: number) =>
              setFilters((f) => ({ ...f, idusuario, rol: idusuario === ALL_USERS ? 'admin' : 'seller' }))
            }
          />
        )}
        {admin && (
          <Select
            aria-label="Sucursal"
            loading={branches.loading}
            style={{ width: phone ? '100%' : 220 }}
            value={filters.idsucursal}
            options={[
              { value: 0, label: 'Todas las sucursales' },
              ...branches.options.map((o) => ({ value: Number(o.value), label: String(o.label) })),
            ]}
            onChange={(idsucursal: number) => setFilters((f) => ({ ...f, idsucursal }))}
          />
        )}
        <Button icon={<ReloadOutlined />} onClick={() => void reload()} loading={loading} aria-label="Actualizar">
          {phone ? null : 'Actualizar'}
        </Button>
      </Space>
      {who && (
        <Typography.Text type="secondary" role="status">
          {who.idusuario ? `Ventas de ${who.usuario}` : 'Ventas de todos los usuarios'} ·{' '}
          {who.idsucursal ? who.sucursal : 'todas las sucursales'} · del{' '}
          {dayjs(data!.resumen.actual.inicio).format('DD/MM/YYYY')} al{' '}
          {dayjs(data!.resumen.actual.fin).format('DD/MM/YYYY')}, frente al{' '}
          {dayjs(data!.resumen.anterior.inicio).format('DD/MM/YYYY')} –{' '}
          {dayjs(data!.resumen.anterior.fin).format('DD/MM/YYYY')}
        </Typography.Text>
      )}
      <BackupWarning admin={admin} />
      {error && (
        <Alert type="error" showIcon title={error} action={<Button onClick={() => void reload()}>Reintentar</Button>} />
      )}
      {!data && loading && <Skeleton active paragraph={{ rows: 8 }} />}
      {data && (
        <Spin spinning={loading}>
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <FigureCards data={data} />
            {/* Below the fold on every screen: the chart library loads when the user scrolls to them. */}
            <RenderWhenNear label={CHARTS_LABEL} placeholder={chartsPlaceholder}>
              <Suspense fallback={chartsPlaceholder}>
                <DashboardCharts data={data} />
              </Suspense>
            </RenderWhenNear>
            <Blocks data={data} />
          </Space>
        </Spin>
      )}
    </Space>
  );
}
