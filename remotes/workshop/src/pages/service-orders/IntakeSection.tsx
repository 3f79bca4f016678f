import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Checkbox, Flex, Image, Input, InputNumber, Popconfirm, Select, Spin, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  ACCESSORY_CONDITIONS,
  FUEL_LEVELS,
  PHOTO_MAX_BYTES,
  accessories,
  intakeInventory,
  type IntakeInventory,
} from '@trade/contracts/workshop';
import { call } from '@trade/session';
import { FileInput, type DocumentContext } from '@trade/ui';

const calls = intakeInventory.endpoints;
const PHOTO_ERROR = 'Error al guardar foto en el inventario';

/**
 * 'Inventario de ingreso' of a saved order: fuel (eighths of a tank), the mileage read, observations,
 * the accessories the vehicle came with (checkboxes, each with its state) and photos taken with the
 * phone's camera. Each change is its own call (the spec's calls); the sheet prints what is saved.
 */
export function IntakeSection({ id, open, ctx }: { id: number; open: boolean; ctx: DocumentContext }) {
  const [inventory, setInventory] = useState<IntakeInventory | null>(null);
  const [catalogue, setCatalogue] = useState<{ idaccesorio: number; nombre: string }[]>([]);
  const [conditions, setConditions] = useState<Record<number, number>>({});
  const [head, setHead] = useState<{ combustible: number | null; kilometraje: number | null; observaciones: string }>({
    combustible: null,
    kilometraje: null,
    observaciones: '',
  });
  const [busy, setBusy] = useState(false);

  const take = useCallback(
    (answer: { status: number; mensaje: string; detalles?: IntakeInventory | null }, quiet = false) => {
      if (answer.status === 200 && answer.detalles) {
        setInventory(answer.detalles);
        if (!quiet) ctx.notify.success(answer.mensaje);
        return true;
      }
      ctx.notify.error(answer.mensaje);
      return false;
    },
    [ctx.notify],
  );

  useEffect(() => {
    void call(calls.get, { params: { id } })
      .then((answer) => {
        if (take(answer, true) && answer.detalles)
          setHead({
            combustible: answer.detalles.combustible,
            kilometraje: answer.detalles.kilometraje,
            observaciones: answer.detalles.observaciones ?? '',
          });
      })
      .catch(() => ctx.notify.error('Error al obtener accesorios del inventario'));
    void call(accessories.endpoints.list, { query: { page: 1, pageSize: 200, estado: 1 } })
      .then((answer) => answer.status === 200 && setCatalogue(answer.detalles ?? []))
      .catch(() => undefined);
  }, [id]);

  async function run<T extends { status: number; mensaje: string; detalles?: IntakeInventory | null }>(
    work: () => Promise<T>,
    failText: string,
  ) {
    setBusy(true);
    try {
      take(await work());
    } catch {
      ctx.notify.error(failText);
    } finally {
      setBusy(false);
    }
  }

  if (!inventory) return <Spin />;
  const checked = new Map(inventory.accesorios.map((a) => [a.idaccesorio, a]));
  const intakePhotos = inventory.fotos.filter((f) => f.idtiempo === null);
  const notePhotos = inventory.fotos.filter((f) => f.idtiempo !== null);
  return (
    <Card title="Inventario de ingreso" size="small" aria-label="Inventario de ingreso">
      <Flex vertical gap={16}>
        <Flex wrap gap={12} align="end">
          <Flex vertical gap={4}>
            <Typography.Text>Combustible</Typography.Text>
            <Select
              aria-label="Combustible"
              style={{ width: 190 }}
              placeholder="Nivel del tanque"
              allowClear
              disabled={!open}
              value={head.combustible ?? undefined}
              onChange={(v) => setHead({ ...head, combustible: v ?? null })}
              options={FUEL_LEVELS.map((f) => ({ value: f.value, label: f.label }))}
            />
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text>Kilometraje de ingreso</Typography.Text>
            <InputNumber
              aria-label="Kilometraje de ingreso"
              style={{ width: 170 }}
              min={0}
              max={9_999_999}
              precision={0}
              disabled={!open}
              value={head.kilometraje}
              onChange={(v) => setHead({ ...head, kilometraje: v === null ? null : Number(v) })}
            />
          </Flex>
          <Flex vertical gap={4} style={{ flex: '1 1 260px' }}>
            <Typography.Text>Observaciones</Typography.Text>
            <Input.TextArea
              aria-label="Observaciones del inventario"
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={1000}
              disabled={!open}
              value={head.observaciones}
              onChange={(e) => setHead({ ...head, observaciones: e.target.value })}
            />
          </Flex>
          {open && (
            <Button
              type="primary"
              loading={busy}
              onClick={() =>
                run(
                  () =>
                    call(calls.saveObservation, {
                      body: { idordenservicio: id, ...head, observaciones: head.observaciones.trim() || null },
                    }),
                  'Error al guardar la observacion del inventario',
                )
              }
            >
              Guardar inventario
            </Button>
          )}
        </Flex>

        <fieldset aria-label="Accesorios" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Typography.Text strong>Accesorios con los que llegó</Typography.Text>
          <Flex wrap gap={8} style={{ marginTop: 8 }}>
            {catalogue.map((a) => {
              const saved = checked.get(a.idaccesorio);
              const state = saved?.estado ?? conditions[a.idaccesorio] ?? 1;
              return (
                <Flex key={a.idaccesorio} gap={6} align="center" style={{ minWidth: 260 }}>
                  <Checkbox
                    checked={Boolean(saved)}
                    disabled={!open || busy}
                    onChange={(e) =>
                      run(
                        () =>
                          e.target.checked
                            ? call(calls.addAccessory, {
                                body: { idordenservicio: id, idaccesorio: a.idaccesorio, estado: state },
                              })
                            : call(calls.removeAccessory, {
                                body: { idinventarioaccesorio: saved!.idinventarioaccesorio },
                              }),
                        e.target.checked
                          ? 'Error al guardar accesorio en el inventario'
                          : 'Error al eliminar accesorio del inventario',
                      )
                    }
                  >
                    {a.nombre}
                  </Checkbox>
                  <Select
                    size="small"
                    aria-label={`Estado de ${a.nombre}`}
                    style={{ width: 100 }}
                    disabled={!open || Boolean(saved)}
                    value={state}
                    onChange={(v) => setConditions({ ...conditions, [a.idaccesorio]: v })}
                    options={[...ACCESSORY_CONDITIONS.options]}
                  />
                </Flex>
              );
            })}
          </Flex>
        </fieldset>

        <div>
          <Typography.Text strong>Fotos de ingreso</Typography.Text>
          <Flex wrap gap={8} style={{ marginTop: 8 }}>
            {intakePhotos.map((f) => (
              <Flex key={f.idfoto} vertical align="center" gap={4}>
                <Image
                  src={f.imagen}
                  alt={f.descripcion ?? 'Foto de ingreso'}
                  width={140}
                  height={105}
                  style={{ objectFit: 'cover' }}
                />
                {open && (
                  <Popconfirm
                    title="¿Eliminar la foto?"
                    okText="Sí"
                    cancelText="No"
                    onConfirm={() =>
                      run(
                        () => call(calls.removePhoto, { body: { idfoto: f.idfoto } }),
                        'Error al eliminar la foto del inventario',
                      )
                    }
                  >
                    <Button size="small" danger icon={<DeleteOutlined />}>
                      Eliminar
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
            ))}
            {!intakePhotos.length && <Typography.Text type="secondary">Sin fotos</Typography.Text>}
          </Flex>
          {open && (
            <div style={{ marginTop: 8 }}>
              <FileInput
                label="Foto del vehículo"
                buttonText="Tomar o subir foto"
                accept="image/*"
                capture="environment"
                maxBytes={PHOTO_MAX_BYTES}
                showName={false}
                loading={busy}
                onReject={(why) =>
                  ctx.notify.error(`${PHOTO_ERROR}: ${why === 'tipo' ? 'seleccione una imagen' : why}`)
                }
                onSelect={(file) => {
                  const body = new FormData();
                  body.append('idordenservicio', String(id));
                  body.append('foto', file, file.name);
                  void run(() => call(calls.savePhoto, { body }), PHOTO_ERROR);
                }}
              />
            </div>
          )}
        </div>
        {notePhotos.length > 0 && (
          <div>
            <Typography.Text strong>Fotos de los técnicos</Typography.Text>
            <Flex wrap gap={8} style={{ marginTop: 8 }}>
              {notePhotos.map((f) => (
                <Image
                  key={f.idfoto}
                  src={f.imagen}
                  alt={`Foto de ${f.usuario}`}
                  width={140}
                  height={105}
                  style={{ objectFit: 'cover' }}
                />
              ))}
            </Flex>
          </div>
        )}
      </Flex>
    </Card>
  );
}
