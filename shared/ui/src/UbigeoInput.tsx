import { useEffect, useState, type ReactNode } from 'react';
import { Flex, Select, Space } from 'antd';
import { referenceLists } from '@trade/contracts/reference';
import { optionsFrom, useOptions } from './options.js';
import { useIsPhone } from './responsive.js';

export interface UbigeoInputProps {
  id?: string;
  /** The district's 6-digit ubigeo ('150101'). */
  value?: string | null;
  onChange?: (ubigeo: string | null) => void;
  disabled?: boolean;
}

const { departments, provinces, districts } = referenceLists.endpoints;
const DEPARTMENTS = optionsFrom(departments, { value: 'iddepartamento', label: 'nombre', cache: true });

/**
 * Address ubigeo as three cascading selects (departamento → provincia → distrito) from the
 * reference calls; the value is the district's 6-digit code. Each select is named for screen
 * readers and tests ('Departamento', 'Provincia', 'Distrito'). On a phone the three stack.
 */
export function UbigeoInput({ id, value, onChange, disabled }: UbigeoInputProps) {
  const [dep, setDep] = useState<string | undefined>(value ? value.slice(0, 2) : undefined);
  const [prov, setProv] = useState<string | undefined>(value ? value.slice(0, 4) : undefined);
  useEffect(() => {
    if (value) {
      setDep(value.slice(0, 2));
      setProv(value.slice(0, 4));
    }
  }, [value]);
  const deps = useOptions(DEPARTMENTS);
  const provs = useOptions(
    dep
      ? optionsFrom(provinces, { query: { iddepartamento: dep }, value: 'idprovincia', label: 'nombre', cache: true })
      : [],
  );
  const dists = useOptions(
    prov
      ? optionsFrom(districts, { query: { idprovincia: prov }, value: 'iddistrito', label: 'nombre', cache: true })
      : [],
  );
  const common = {
    allowClear: true,
    disabled,
    showSearch: { optionFilterProp: 'label' as const },
    style: { width: '100%' },
  };
  const phone = useIsPhone();
  const Group = phone ? StackedGroup : CompactGroup;
  return (
    <Group>
      <Select
        {...common}
        id={id}
        aria-label="Departamento"
        placeholder="Departamento"
        loading={deps.loading}
        options={deps.options}
        value={dep}
        onChange={(v?: string) => {
          setDep(v ?? undefined);
          setProv(undefined);
          onChange?.(null);
        }}
      />
      <Select
        {...common}
        aria-label="Provincia"
        placeholder="Provincia"
        loading={provs.loading}
        options={provs.options}
        value={prov}
        disabled={disabled || !dep}
        onChange={(v?: string) => {
          setProv(v ?? undefined);
          onChange?.(null);
        }}
      />
      <Select
        {...common}
        aria-label="Distrito"
        placeholder="Distrito"
        loading={dists.loading}
        options={dists.options}
        value={value ?? undefined}
        disabled={disabled || !prov}
        onChange={(v?: string) => onChange?.(v ?? null)}
      />
    </Group>
  );
}

const CompactGroup = ({ children }: { children: ReactNode }) => <Space.Compact block>{children}</Space.Compact>;
const StackedGroup = ({ children }: { children: ReactNode }) => (
  <Flex vertical gap={8}>
    {children}
  </Flex>
);
