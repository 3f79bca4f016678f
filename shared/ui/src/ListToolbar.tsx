import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, Dropdown, Input, Popover, Select, Space, Tooltip } from 'antd';
import { DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { DateRangeFilter } from './DateRangeFilter.js';
import type { ExportFormat } from './export.js';
import { useOptions } from './options.js';
import type { AnyRow, FilterSpec, ListQuery, Resource } from './types.js';
import { newLabel } from './values.js';

/** Width of the text filter on a desktop (filters 160 px by default): one row at 1366 px with three filters. */
const SEARCH_WIDTH = 240;
const FILTER_WIDTH = 160;

function FilterSelect({
  filter,
  value,
  block,
  onChange,
}: {
  filter: FilterSpec<any>;
  value: string | number | undefined;
  block: boolean;
  onChange: (v: string | number | undefined) => void;
}) {
  const { options, loading } = useOptions(filter.options);
  return (
    <Select
      aria-label={filter.label}
      placeholder={filter.label}
      allowClear
      loading={loading}
      style={{ width: block ? '100%' : (filter.width ?? FILTER_WIDTH) }}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

/** The text filter: typing filters after a pause, Enter or the search button at once; the URL keeps the text. */
function SearchBox({
  value,
  placeholder,
  block,
  onSearch,
}: {
  value: string;
  placeholder: string;
  block: boolean;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The searches this box asked for whose value has not come back yet: a value arriving as one of
  // them is our own search returning (late under load, after a navigation), and the text typed
  // since must stay. Any other new value (back, a link, cleared filters) is shown.
  const asked = useRef<string[]>([]);
  const search = (q: string) => {
    clearTimeout(pause.current);
    asked.current.push(q);
    onSearch(q);
  };
  const latestSearch = useRef(search);
  latestSearch.current = search;
  useEffect(() => {
    const ours = asked.current.indexOf(value);
    asked.current = ours >= 0 ? asked.current.slice(ours + 1) : [];
    if (ours < 0) setText(value);
  }, [value]);
  // A pause after typing searches; Enter (or any change of the searched value) cancels the pending pause.
  useEffect(() => {
    if (text === value) return;
    pause.current = setTimeout(() => latestSearch.current(text), 400);
    return () => clearTimeout(pause.current);
  }, [text, value]);
  // Leaving the box searches at once: a click on the menu within the pause would otherwise leave the
  // pause running on the screen still shown while the next one loads, and its search would land there.
  const searchNow = () => {
    if (text !== value) search(text);
  };
  return (
    <Input.Search
      aria-label="Buscar"
      placeholder={placeholder}
      allowClear
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={searchNow}
      onSearch={search}
      enterButton={<Button icon={<SearchOutlined />} aria-label="Buscar" />}
      style={{ width: block ? '100%' : SEARCH_WIDTH }}
    />
  );
}

export interface ListToolbarProps<R extends AnyRow> {
  resource: Resource<R>;
  query: ListQuery;
  setQuery: (change: Partial<ListQuery>) => void;
  phone: boolean;
  /** The resource's own toolbar content. */
  extra?: ReactNode;
  onCreate?: () => void;
  onReload: () => void;
  onExport: (format: ExportFormat) => void;
  exporting: boolean;
  hidden: string[];
  toggleColumn: (key: string, show: boolean) => void;
}

/**
 * The same toolbar on every list: the text filter and the declared filters on the left (wrapping
 * to more rows when there are many); the screen's own buttons, 'Nuevo …' and the icon buttons
 * 'Actualizar', 'Exportar' and 'Columnas' always at the top right. On a phone the filters take the
 * whole width and the buttons follow them.
 */
export function ListToolbar<R extends AnyRow>({
  resource,
  query,
  setQuery,
  phone,
  extra,
  onCreate,
  onReload,
  onExport,
  exporting,
  hidden,
  toggleColumn,
}: ListToolbarProps<R>) {
  const search = resource.search ?? true;
  const columnChooser = (
    <Space orientation="vertical" size={4}>
      {resource.columns.map((c) => (
        <Checkbox key={c.key} checked={!hidden.includes(c.key)} onChange={(e) => toggleColumn(c.key, e.target.checked)}>
          {c.title}
        </Checkbox>
      ))}
    </Space>
  );
  const filterItem = (f: FilterSpec<R>) => {
    if (f.type === 'dateRange')
      return (
        <DateRangeFilter
          key={f.name}
          filter={f}
          values={query.filters}
          block={phone}
          onChange={(filters) => setQuery({ filters })}
        />
      );
    if (f.type === 'text') {
      return (
        <Input
          key={f.name}
          aria-label={f.label}
          placeholder={f.label}
          allowClear
          style={{ width: phone ? '100%' : (f.width ?? FILTER_WIDTH) }}
          defaultValue={query.filters[f.name] as string | undefined}
          onPressEnter={(e) => setQuery({ filters: { [f.name]: (e.target as HTMLInputElement).value || undefined } })}
          onBlur={(e) => setQuery({ filters: { [f.name]: e.target.value || undefined } })}
        />
      );
    }
    return (
      <FilterSelect
        key={f.name}
        filter={f}
        block={phone}
        value={query.filters[f.name]}
        onChange={(v) => setQuery({ filters: { [f.name]: v } })}
      />
    );
  };

  return (
    // Buttons always at the top right; the filters fill the left and wrap below each other when
    // there are many (on a phone they come first, one under the other, and the buttons follow).
    <div
      className="trade-list-toolbar"
      style={{
        display: 'flex',
        flexDirection: phone ? 'column' : 'row',
        gap: 8,
        alignItems: phone ? 'stretch' : 'flex-start',
        marginBottom: 16,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          flex: '1 1 0',
          minWidth: 0,
          flexDirection: phone ? 'column' : 'row',
        }}
      >
        {search !== false && (
          <SearchBox
            value={query.q}
            block={phone}
            placeholder={(typeof search === 'object' && search.placeholder) || 'Buscar (todas las palabras)'}
            onSearch={(q) => setQuery({ q })}
          />
        )}
        {resource.filters?.map(filterItem)}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, flex: '0 0 auto', justifyContent: 'flex-end' }}>
        {extra}
        {onCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
            {newLabel(resource)}
          </Button>
        )}
        <Tooltip title="Actualizar">
          <Button icon={<ReloadOutlined />} aria-label="Actualizar" onClick={onReload} />
        </Tooltip>
        {resource.exportable !== false && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'xlsx', label: 'Excel (.xlsx)' },
                { key: 'csv', label: 'CSV (.csv)' },
              ],
              onClick: ({ key }) => onExport(key as ExportFormat),
            }}
          >
            <Tooltip title="Exportar">
              <Button icon={<DownloadOutlined />} loading={exporting} aria-label="Exportar" />
            </Tooltip>
          </Dropdown>
        )}
        <Popover trigger="click" title="Columnas visibles" content={columnChooser} placement="bottomRight">
          <Tooltip title="Columnas">
            <Button icon={<SettingOutlined />} aria-label="Columnas" />
          </Tooltip>
        </Popover>
      </div>
    </div>
  );
}
