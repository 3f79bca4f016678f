import { useCallback, useEffect, useState } from 'react';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import {
  dashboard,
  type CollectionsSummary,
  type DailySales,
  type DashboardSummary,
} from '@trade/contracts/billing-cpe';

/** The spec's failure text of the dashboard (spec 000 section 8). */
export const DASHBOARD_LOAD_ERROR = 'Error al obtener registros...';

export interface DashboardFilters {
  inicio: string;
  fin: string;
  /** 'seller': one user's figures; 'admin': the business's (every user when idusuario is 0). */
  rol: 'seller' | 'admin';
  idusuario: number;
  idsucursal: number;
}

export interface DashboardData {
  resumen: DashboardSummary;
  diario: DailySales;
  cobranzas: CollectionsSummary;
}

/** The three calls of the dashboard for the filters, at once; the server decides whose figures (a seller always gets their own). */
export function useDashboard(filters: DashboardFilters) {
  const notify = useNotify();
  const [data, setData] = useState<DashboardData | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const { inicio, fin, rol, idusuario, idsucursal } = filters;
  const load = useCallback(async () => {
    setLoading(true);
    const scope = { rol, idusuario, idsucursal };
    try {
      const [resumen, diario, cobranzas] = await Promise.all([
        call(dashboard.endpoints.summary, { query: { ...scope, inicio, fin } }),
        call(dashboard.endpoints.daily, { query: { ...scope, mes: fin.slice(0, 7) } }),
        call(dashboard.endpoints.collections, { query: { ...scope, inicio, fin } }),
      ]);
      const failed = [resumen, diario, cobranzas].find((a) => a.status !== 200);
      if (failed) {
        // The server's refusal (a bad range…) says why.
        setError(failed.mensaje || DASHBOARD_LOAD_ERROR);
        notify.error(failed.mensaje || DASHBOARD_LOAD_ERROR);
      } else {
        setData({ resumen: resumen.detalles!, diario: diario.detalles!, cobranzas: cobranzas.detalles! });
        setError(null);
      }
    } catch {
      setError(DASHBOARD_LOAD_ERROR);
      notify.error(DASHBOARD_LOAD_ERROR);
    } finally {
      setLoading(false);
    }
  }, [inicio, fin, rol, idusuario, idsucursal, notify]);
  useEffect(() => void load(), [load]);
  return { data, loading, error, reload: load };
}
