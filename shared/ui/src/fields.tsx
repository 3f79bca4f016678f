import { useEffect, type ReactNode } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, Switch, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { isValidAmountInput, sanitizeAmountInput } from '@trade/formats';
import { LookupInput } from './LookupInput.js';
import { useOptions } from './options.js';
import { UbigeoInput } from './UbigeoInput.js';
import type { AnyRow, FieldContext, FieldSpec, OptionsSource } from './types.js';

const lower = (label: string) => label.charAt(0).toLocaleLowerCase('es') + label.slice(1);
const isChoice = (field: FieldSpec<any>) =>
  field.type === 'select' ||
  field.type === 'multiselect' ||
  field.type === 'lookup' ||
  field.type === 'date' ||
  field.type === 'ubigeo';

/** The antd rules of a field: required, lengths or ranges, money format, e-mail, plus its own. */
export function fieldRules<R extends AnyRow>(field: FieldSpec<R>, ctx: FieldContext<R>): FormRule[] {
  const rules: FormRule[] = [];
  const required = typeof field.required === 'function' ? field.required(ctx) : field.required;
  const type = field.type ?? 'text';
  const text = type === 'text' || type === 'password' || type === 'textarea' || type === 'email';
  if (required) {
    const message = isChoice(field) ? `Seleccione ${lower(field.label)}` : `Ingrese ${lower(field.label)}`;
    // Only text rules may carry `whitespace`: any key besides `required` makes async-validator check a string.
    rules.push(text ? { required: true, whitespace: true, message } : { required: true, message });
  }
  if (text && field.max !== undefined) rules.push({ max: field.max, message: `Máximo ${field.max} caracteres` });
  if (text && field.min !== undefined) rules.push({ min: field.min, message: `Mínimo ${field.min} caracteres` });
  if (type === 'email') rules.push({ type: 'email', message: 'Ingrese un correo válido' });
  // Out-of-range numbers are refused with a reason, never silently changed to the nearest limit.
  if (type === 'number' || type === 'integer') {
    rules.push({
      validator: async (_, value: unknown) => {
        if (value === undefined || value === null || value === '') return;
        const n = Number(value);
        if (field.min !== undefined && n < field.min) throw new Error(`${field.label}: el mínimo es ${field.min}`);
        if (field.max !== undefined && n > field.max) throw new Error(`${field.label}: el máximo es ${field.max}`);
      },
    });
  }
  if (type === 'money') {
    const decimals = field.decimals ?? 2;
    rules.push({
      validator: async (_, value: unknown) => {
        if (value === undefined || value === null || value === '') return;
        if (!isValidAmountInput(String(value), decimals))
          throw new Error(`Ingrese un monto válido (hasta ${decimals} decimales)`);
        const amount = Number(value);
        if (field.min !== undefined && amount < field.min) throw new Error(`El monto mínimo es ${field.min}`);
        if (field.max !== undefined && amount > field.max) throw new Error(`El monto máximo es ${field.max}`);
      },
    });
  }
  const own = typeof field.rules === 'function' ? field.rules(ctx) : (field.rules ?? []);
  return [...rules, ...own];
}

function SelectInput({
  source,
  dependent,
  multiple,
  placeholder,
  disabled,
  ...rest
}: {
  source?: OptionsSource;
  /** The choices follow other fields: a value they no longer offer is cleared. */
  dependent?: boolean;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) {
  const { options, loading, failed } = useOptions(source);
  const { value, onChange } = rest;
  const isOffered = (v: unknown) => options.some((o) => String(o.value) === String(v));
  const chosen = value == null ? [] : multiple && Array.isArray(value) ? value : [value];
  const stillOffered = chosen.filter(isOffered);
  // Only against choices that arrived: a failed load clears nothing.
  const stale = dependent && !loading && !failed && stillOffered.length < chosen.length;
  useEffect(() => {
    if (stale) onChange?.(multiple ? stillOffered : undefined);
  }, [stale]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      options={options}
      loading={loading}
      disabled={disabled}
      allowClear
      placeholder={placeholder ?? 'Seleccione'}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={failed ? 'No se pudieron cargar las opciones' : 'Sin opciones'}
    />
  );
}

/** The input of a field by type (inside its Form.Item, which passes id/value/onChange). */
function fieldInput<R extends AnyRow>(
  field: FieldSpec<R>,
  ctx: FieldContext<R>,
  disabled: true | undefined,
): ReactNode {
  const placeholder = field.placeholder;
  switch (field.type ?? 'text') {
    case 'password':
      return (
        <Input.Password
          placeholder={placeholder}
          disabled={disabled}
          autoComplete="new-password"
          maxLength={field.max}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          placeholder={placeholder}
          disabled={disabled}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={field.max}
          showCount={!!field.max}
        />
      );
    case 'email':
      return <Input type="email" placeholder={placeholder} disabled={disabled} maxLength={field.max} />;
    case 'number':
    case 'integer':
      // No min/max here: antd would silently replace 0 by the minimum; the rules say why instead.
      return (
        <InputNumber
          style={{ width: '100%' }}
          placeholder={placeholder}
          disabled={disabled}
          precision={field.type === 'integer' ? 0 : field.decimals}
          inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
        />
      );
    case 'money':
      return <Input inputMode="decimal" prefix="S/" placeholder={placeholder ?? '0.00'} disabled={disabled} />;
    case 'select':
    case 'multiselect':
      return (
        <SelectInput
          source={typeof field.options === 'function' ? field.options(ctx) : field.options}
          dependent={typeof field.options === 'function'}
          multiple={field.type === 'multiselect'}
          placeholder={placeholder}
          disabled={disabled}
        />
      );
    case 'lookup': {
      const lookup = field.lookup!;
      const { labelField } = lookup;
      const label: unknown =
        !ctx.row || !labelField ? null : typeof labelField === 'function' ? labelField(ctx.row) : ctx.row[labelField];
      return (
        <LookupInput
          source={lookup}
          placeholder={placeholder}
          disabled={disabled}
          initialLabel={label === null || label === undefined ? null : String(label)}
        />
      );
    }
    case 'switch': {
      const [on, off] = field.switchLabels ?? ['Activo', 'Inactivo'];
      return <Switch checkedChildren={on} unCheckedChildren={off} disabled={disabled} />;
    }
    case 'date':
      return (
        <DatePicker
          style={{ width: '100%' }}
          format="DD/MM/YYYY"
          placeholder={placeholder ?? 'dd/mm/aaaa'}
          disabled={disabled}
        />
      );
    case 'ubigeo':
      return <UbigeoInput disabled={disabled} />;
    case 'custom':
      return field.input?.(ctx) ?? null;
    default:
      return <Input placeholder={placeholder} disabled={disabled} maxLength={field.max} inputMode={field.inputMode} />;
  }
}

/** Value conversions between the API and the inputs (estado 1/0 ↔ switch, 'YYYY-MM-DD' ↔ date picker, money text). */
function itemProps<R extends AnyRow>(field: FieldSpec<R>) {
  switch (field.type) {
    case 'switch':
      return {
        getValueProps: (v: unknown) => ({ checked: v === true || v === 1 || v === '1' }),
        normalize: (checked: boolean) => (checked ? 1 : 0),
      };
    case 'date':
      return {
        getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined }),
        normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
      };
    case 'money':
      return { normalize: (v: string) => sanitizeAmountInput(v, field.decimals ?? 2) };
    case 'lookup':
      // The input also hands over the chosen row; the form keeps the value only.
      return { getValueFromEvent: (value: unknown) => value ?? null };
    default: {
      const own = field.normalize;
      const upper = field.upperCase
        ? (v: unknown) => (typeof v === 'string' ? v.toLocaleUpperCase('es') : v)
        : (v: unknown) => v;
      return field.upperCase || own
        ? { normalize: (v: unknown, _prev: unknown, all: AnyRow) => upper(own ? own(v, all) : v) }
        : {};
    }
  }
}

/** One field of a resource form: label associated with its input, validation rules, conversions. */
export function FieldItem<R extends AnyRow>({ field, ctx }: { field: FieldSpec<R>; ctx: FieldContext<R> }) {
  // undefined, not false: a field not disabled by its spec follows its form (disabled while loading or saving).
  const disabled = (typeof field.disabled === 'function' ? field.disabled(ctx) : !!field.disabled) || undefined;
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      rules={fieldRules(field, ctx)}
      extra={typeof field.help === 'function' ? field.help(ctx) : field.help}
      {...itemProps(field)}
    >
      {fieldInput(field, ctx, disabled)}
    </Form.Item>
  );
}
