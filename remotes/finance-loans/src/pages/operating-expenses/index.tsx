import { lazy, Suspense } from 'react';
import { Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ResourceScreen } from '@trade/ui';
import { gastoOperativoResource } from './resource';
import { ProductUtilityView } from './utility';
// The chart library loads only when the monthly view is opened.
const MonthlySalesView = lazy(() => import('./monthly').then((m) => ({ default: m.MonthlySalesView })));

const VIEWS = ['gastos', 'utilidad', 'ventas'] as const;

/** /operating_expenses: the expenses, the utility per product they reduce, and sales by month. */
export default function OperatingExpenses() {
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get('vista')) ?? 'gastos';
  return (
    <Tabs
      activeKey={view}
      onChange={(key) => setParams(key === 'gastos' ? {} : { vista: key }, { replace: true })}
      destroyOnHidden
      items={[
        { key: 'gastos', label: 'Gastos', children: <ResourceScreen resource={gastoOperativoResource} /> },
        { key: 'utilidad', label: 'Utilidad', children: <ProductUtilityView /> },
        {
          key: 'ventas',
          label: 'Ventas por mes',
          children: (
            <Suspense fallback={<Spin />}>
              <MonthlySalesView />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
