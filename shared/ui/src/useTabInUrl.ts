import { useSearchParams } from 'react-router-dom';

/**
 * A screen's tabs kept in the URL (`?tab=cuentas`; the first tab is the URL without it), so a reload
 * or a shared link opens the same tab. The other params stay: each tab's list keeps its own prefix.
 * Spread the answer on antd's Tabs: `<Tabs {...useTabInUrl(['sucursales', 'cuentas'])} items={…} />`.
 */
export function useTabInUrl(keys: readonly [string, ...string[]]) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const activeKey = asked && keys.includes(asked) ? asked : keys[0];
  const onChange = (key: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === keys[0]) next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return { activeKey, onChange };
}
