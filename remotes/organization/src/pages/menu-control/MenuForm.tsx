import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { AREA_LABELS, MENU_ICONS } from '../../areas';
import type { MenuInput, MenuRow } from './service';

interface Props {
  open: boolean;
  editing: MenuRow | null;
  parents: MenuRow[];
  saving: boolean;
  onSave: (input: MenuInput) => void;
  onCancel: () => void;
}

type Values = MenuInput & { tipo: 'principal' | 'submenu' };

/** Create or edit a menu: a main menu groups screens; a submenu opens one screen of an area. */
export function MenuForm({ open, editing, parents, saving, onSave, onCancel }: Props) {
  const [form] = Form.useForm<Values>();
  const tipo = Form.useWatch('tipo', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing ? { ...editing, tipo: editing.idpadre ? 'submenu' : 'principal' } : { tipo: 'submenu', orden: 0 });
  }, [open, editing, form]);

  const submit = (values: Values) => {
    const { tipo: kind, ...input } = values;
    onSave(kind === 'principal' ? { nombre: input.nombre, icono: input.icono ?? null, orden: input.orden ?? 0, idpadre: null, ruta: null, area: null } : input);
  };

  return (
    <Modal
      open={open}
      title={editing ? 'Editar menú' : 'Nuevo menú'}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional">
        <Form.Item name="tipo" label="Tipo">
          <Radio.Group optionType="button" options={[{ value: 'principal', label: 'Menú principal' }, { value: 'submenu', label: 'Submenú (pantalla)' }]} />
        </Form.Item>
        <Form.Item name="nombre" label="Nombre" rules={[{ required: true, whitespace: true, message: 'Ingrese el nombre del menú' }, { max: 80, message: 'Máximo 80 caracteres' }]}>
          <Input placeholder="Ej. Ventas" />
        </Form.Item>
        {tipo === 'submenu' && (
          <>
            <Form.Item name="idpadre" label="Menú padre" rules={[{ required: true, message: 'Seleccione el menú principal' }]}>
              <Select placeholder="Seleccione" options={parents.map((p) => ({ value: p.idmenu, label: p.nombre }))} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
            <Form.Item
              name="ruta"
              label="Ruta de la pantalla"
              rules={[
                { required: true, message: 'Ingrese la ruta' },
                { pattern: /^\/[a-z0-9_\-/]*$/, message: 'La ruta empieza con / y usa minúsculas, números, - o _' },
              ]}
            >
              <Input placeholder="/sales" />
            </Form.Item>
            <Form.Item name="area" label="Área (módulo)" rules={[{ required: true, message: 'Seleccione el área' }]}>
              <Select placeholder="Seleccione" options={Object.entries(AREA_LABELS).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          </>
        )}
        <Form.Item name="icono" label="Icono">
          <Select allowClear placeholder="Sin icono" options={MENU_ICONS.map((i) => ({ value: i, label: i }))} />
        </Form.Item>
        <Form.Item name="orden" label="Orden">
          <InputNumber min={0} max={9999} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
