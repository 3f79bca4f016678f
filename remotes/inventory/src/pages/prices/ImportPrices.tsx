import { useState } from 'react';
import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { FileInput, readXlsx, rowsByHeader, useSaveFlow } from '@trade/ui';
import { prices, type PriceImportResult, type PriceImportResultRow } from '@trade/contracts/inventory';
import { IMPORT_COLUMNS } from './resource';
import { PRICE_FIELDS, PRICE_TITLES } from './edits';

export const IMPORT_ERROR = 'Error al importar los precios';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Preview = { filas: ReturnType<typeof toBodyRows>; result: PriceImportResult; archivo: string };

function toBodyRows(rows: ReturnType<typeof rowsByHeader>['rows']) {
  return rows.map(({ fila, values }) => ({
    fila,
    codigo: values.codigo ?? '',
    unidad: values.unidad ?? '',
    ...Object.fromEntries(PRICE_FIELDS.map((f) => [f, values[f] ?? null])),
  }));
}

/**
 * Excel import of prices: the file is read here, the server checks every row and answers a preview
 * (confirmar=false) with each row's errors; nothing is saved until 'Confirmar importación', which
 * saves every row or none.
 */
export function ImportPrices({ onImported }: { onImported: () => Promise<void> }) {
  const notify = useNotify();
  const flow = useSaveFlow();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reading, setReading] = useState(false);

  const read = async (file: File) => {
    setReading(true);
    try {
      const { rows, missing } = rowsByHeader(await readXlsx(file), IMPORT_COLUMNS);
      if (missing.length)
        return notify.error(`${IMPORT_ERROR}: al archivo le faltan las columnas ${missing.join(', ')}`);
      if (!rows.length) return notify.error(`${IMPORT_ERROR}: el archivo no tiene filas`);
      const filas = toBodyRows(rows);
      const answer = await flow.run({
        key: 'importar-precios',
        progress: 'Revisando el archivo...',
        failText: IMPORT_ERROR,
        call: () => call(prices.endpoints.import, { body: { confirmar: false, filas } }),
      });
      if (answer?.status === 200 && answer.detalles) setPreview({ filas, result: answer.detalles, archivo: file.name });
    } catch {
      notify.error(`${IMPORT_ERROR}: el archivo no es un Excel (.xlsx) válido`);
    } finally {
      setReading(false);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    const answer = await flow.run({
      key: 'importar-precios',
      progress: 'Importando precios...',
      failText: IMPORT_ERROR,
      call: () => call(prices.endpoints.import, { body: { confirmar: true, filas: preview.filas } }),
    });
    if (answer?.status === 200) {
      setPreview(null);
      await onImported();
    }
  };

  const result = preview?.result;
  return (
    <>
      <FileInput
        label="Archivo de precios (Excel)"
        buttonText="Importar Excel"
        accept={`.xlsx,${XLSX}`}
        showName={false}
        loading={reading}
        onSelect={(file) => void read(file)}
      />
      <Modal
        open={!!preview}
        title={`Vista previa de la importación · ${preview?.archivo ?? ''}`}
        width={980}
        onCancel={() => setPreview(null)}
        footer={
          <Space>
            <Button onClick={() => setPreview(null)}>Cancelar</Button>
            <Button
              type="primary"
              disabled={!result || result.con_errores > 0 || result.validas === 0}
              loading={flow.loading}
              onClick={() => void confirm()}
            >
              Confirmar importación
            </Button>
          </Space>
        }
      >
        {result && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {result.con_errores > 0 ? (
              <Alert
                type="error"
                showIcon
                title={`${result.con_errores} fila(s) con errores: corrija el archivo y vuelva a importarlo. No se guardó nada.`}
              />
            ) : (
              <Alert
                type="info"
                showIcon
                title={`${result.validas} fila(s) listas para guardar. Nada se guarda hasta confirmar.`}
              />
            )}
            <Table<PriceImportResultRow>
              rowKey="fila"
              size="small"
              dataSource={result.filas}
              pagination={{ pageSize: 10, showSizeChanger: false }}
              scroll={{ x: 860 }}
              aria-label="Filas del archivo"
              rowClassName={(r) => (r.errores.length ? 'fila-con-error' : '')}
              columns={[
                { key: 'fila', title: 'Fila', dataIndex: 'fila', width: 60 },
                { key: 'codigo', title: 'Código', dataIndex: 'codigo', width: 100 },
                { key: 'unidad', title: 'Unidad', dataIndex: 'unidad', width: 70 },
                { key: 'denominacion', title: 'Producto', dataIndex: 'denominacion' },
                { key: 'actual', title: 'Precio actual', dataIndex: 'precioventa_actual', width: 100, align: 'right' },
                ...PRICE_FIELDS.map((f) => ({
                  key: f,
                  title: PRICE_TITLES[f],
                  dataIndex: f,
                  width: 100,
                  align: 'right' as const,
                })),
                {
                  key: 'errores',
                  title: 'Errores',
                  width: 220,
                  render: (_: unknown, r: PriceImportResultRow) =>
                    r.errores.length ? (
                      <Typography.Text type="danger">{r.errores.join('; ')}</Typography.Text>
                    ) : (
                      <Typography.Text type="success">Correcta</Typography.Text>
                    ),
                },
              ]}
            />
          </Space>
        )}
      </Modal>
    </>
  );
}
