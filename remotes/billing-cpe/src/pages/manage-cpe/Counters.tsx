import { useEffect, useState } from 'react';
import { Space, Tag } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useUrlParams } from '@trade/ui';
import { CPE_STATES, cpeDocuments, type CpeCounters } from '@trade/contracts/billing-cpe';
import { call } from '@trade/session';
import { useRefresh } from './refresh';

/** The list's filters the counters share (the state and deadline tags count every state). */
const SHARED = ['q', 'desde', 'hasta', 'tipo_doc', 'idsucursal'];

interface TagProps {
  label: string;
  count: number;
  checked: boolean;
  color?: string;
  icon?: React.ReactNode;
  onClick: () => void;
}

/** A counter that filters the list: a tag with a button's role, name and keyboard. */
function CounterTag({ label, count, checked, color, icon, onClick }: TagProps) {
  return (
    <Tag
      role="button"
      tabIndex={0}
      aria-pressed={checked}
      aria-label={`${label}: ${count}`}
      color={checked ? 'blue' : color}
      icon={icon}
      style={{ cursor: 'pointer', fontWeight: checked ? 600 : undefined, marginInlineEnd: 0, padding: '2px 8px' }}
      onClick={onClick}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onClick();
        }
      }}
    >
      {label} <b>{count}</b>
    </Tag>
  );
}

/**
 * Counts by state and by sending deadline for the list's current filters (GET /cpecontadores);
 * clicking one filters the list by it (the URL's `estado` or `plazo`), clicking it again clears it.
 */
export function Counters() {
  const { key: refreshKey } = useRefresh();
  const [search, updateSearch] = useUrlParams();
  const [counters, setCounters] = useState<CpeCounters>();
  const sharedKey = SHARED.map((k) => `${k}=${search.get(k) ?? ''}`).join('&');

  useEffect(() => {
    let live = true;
    const params = Object.fromEntries(
      SHARED.map((k) => [k, search.get(k) || undefined]).filter(([, v]) => v !== undefined),
    );
    call(cpeDocuments.endpoints.counters, { query: params })
      .then((answer) => live && answer.status === 200 && setCounters(answer.detalles))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sharedKey, refreshKey]);

  if (!counters) return null;
  const estado = search.get('estado');
  const plazo = search.get('plazo');
  const choose = (name: 'estado' | 'plazo' | null, value?: string) =>
    updateSearch((next) => {
      next.delete('page');
      next.delete('estado');
      next.delete('plazo');
      if (name && value && !(name === 'estado' ? estado === value : plazo === value)) next.set(name, value);
    });

  return (
    <Space wrap size={[8, 8]} style={{ marginBottom: 12 }} role="group" aria-label="Comprobantes por estado">
      <CounterTag label="Todos" count={counters.total} checked={!estado && !plazo} onClick={() => choose(null)} />
      {CPE_STATES.states
        .filter((e) => counters.estados[e.value] > 0 || e.value === estado)
        .map((e) => (
          <CounterTag
            key={e.value}
            label={e.label}
            count={counters.estados[e.value]}
            checked={estado === e.value}
            color={e.color}
            onClick={() => choose('estado', e.value)}
          />
        ))}
      <CounterTag
        label="Por vencer"
        count={counters.por_vencer}
        checked={plazo === 'por_vencer'}
        color={counters.por_vencer ? 'orange' : undefined}
        icon={<WarningOutlined />}
        onClick={() => choose('plazo', 'por_vencer')}
      />
      <CounterTag
        label="Vencidos"
        count={counters.vencido}
        checked={plazo === 'vencido'}
        color={counters.vencido ? 'red' : undefined}
        icon={<WarningOutlined />}
        onClick={() => choose('plazo', 'vencido')}
      />
    </Space>
  );
}
