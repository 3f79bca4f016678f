import { useEffect, useState } from 'react';
import { openPrintable, signedUrl } from '@trade/session';
import { Alert, Empty, Image, Space, Table, Tabs, Typography } from 'antd';
import { useNotify } from '@trade/session/notify';
import { FileInput, ResourceScreen, useSaveFlow } from '@trade/ui';
import { products, type ProductRow, type ProductStockRow } from '@trade/contracts/inventory';
import {
  IMAGE_ERROR,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  productStock,
  SHEET_ERROR,
  SHEET_MAX_BYTES,
  SHEET_TYPES,
  uploadImage,
  uploadSheet,
} from './service';
import { productUnitResource } from './units';

/** Image and technical sheet of a product: shown, uploaded (type and size checked here and on the server). */
function ProductFiles({ product, onChanged }: { product: ProductRow; onChanged: () => Promise<void> }) {
  const notify = useNotify();
  const flow = useSaveFlow();
  // The image is served with the session only: shown through a signed link.
  const [imageUrl, setImageUrl] = useState<string>();
  useEffect(() => {
    setImageUrl(undefined);
    if (product.imagen)
      signedUrl(products.endpoints.image, { params: { id: product.producto_id } }, 'No se pudo abrir el archivo')
        .then(setImageUrl)
        .catch((e: Error) => notify.error(e.message));
  }, [product, notify]);
  const send = async (kind: 'imagen' | 'ficha', file: File) => {
    const answer = await flow.run({
      key: `archivo-${kind}`,
      progress: kind === 'imagen' ? 'Subiendo imagen...' : 'Subiendo ficha técnica...',
      failText: kind === 'imagen' ? IMAGE_ERROR : SHEET_ERROR,
      call: () => (kind === 'imagen' ? uploadImage(product.producto_id, file) : uploadSheet(product.producto_id, file)),
    });
    if (answer?.status === 200) await onChanged();
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <section aria-label="Imagen">
        <Typography.Title level={5}>Imagen</Typography.Title>
        {product.imagen ? (
          <Image
            src={imageUrl}
            alt={`Imagen de ${product.denominacion}`}
            style={{ maxHeight: 200, maxWidth: 320, objectFit: 'contain' }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="El producto no tiene imagen" />
        )}
        <div style={{ marginTop: 8 }}>
          <FileInput
            label="Imagen del producto"
            buttonText={product.imagen ? 'Cambiar imagen' : 'Subir imagen'}
            accept={IMAGE_TYPES.join(',')}
            types={IMAGE_TYPES}
            maxBytes={IMAGE_MAX_BYTES}
            onReject={(reason) =>
              notify.error(`${IMAGE_ERROR}: ${reason === 'tipo' ? 'solo PNG, JPEG o WebP' : reason}`)
            }
            onSelect={(file) => void send('imagen', file)}
            loading={flow.loading}
          />
        </div>
        <Typography.Text type="secondary">PNG, JPEG o WebP, hasta 2 MB.</Typography.Text>
      </section>
      <section aria-label="Ficha técnica">
        <Typography.Title level={5}>Ficha técnica</Typography.Title>
        {product.ficha_tecnica ? (
          <Typography.Link
            onClick={() =>
              void openPrintable(products.endpoints.sheet, { params: { id: product.producto_id } }).catch((e: Error) =>
                notify.error(e.message),
              )
            }
          >
            Ver ficha técnica
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">Sin ficha técnica. </Typography.Text>
        )}
        <div style={{ marginTop: 8 }}>
          <FileInput
            label="Ficha técnica del producto"
            buttonText={product.ficha_tecnica ? 'Cambiar ficha técnica' : 'Subir ficha técnica'}
            accept={SHEET_TYPES.join(',')}
            types={SHEET_TYPES}
            maxBytes={SHEET_MAX_BYTES}
            onReject={(reason) =>
              notify.error(`${SHEET_ERROR}: ${reason === 'tipo' ? 'solo PDF, PNG o JPEG' : reason}`)
            }
            onSelect={(file) => void send('ficha', file)}
            loading={flow.loading}
          />
        </div>
      </section>
    </Space>
  );
}

/** Stock of the product in every warehouse (base units, average cost, value). */
function ProductStock({ product }: { product: ProductRow }) {
  const [rows, setRows] = useState<ProductStockRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    productStock(product.producto_id)
      .then((a) => (a.status === 200 ? setRows(a.detalles ?? []) : setError(a.mensaje)))
      .catch(() => setError('Error al obtener los registros'));
  }, [product.producto_id]);
  if (error) return <Alert type="error" showIcon title={error} />;
  return (
    <Table<ProductStockRow>
      rowKey="idalmacen"
      size="small"
      loading={!rows}
      dataSource={rows ?? []}
      pagination={false}
      aria-label="Stock por almacén"
      columns={[
        { key: 'almacen', title: 'Almacén', dataIndex: 'almacen' },
        { key: 'sucursal', title: 'Sucursal', dataIndex: 'sucursal' },
        {
          key: 'cantidad',
          title: `Stock (${product.abreviatura})`,
          dataIndex: 'cantidad',
          align: 'right',
          render: (v: string) => Number(v).toString(),
        },
        { key: 'costo_promedio', title: 'Costo promedio', dataIndex: 'costo_promedio', align: 'right' },
        { key: 'valor', title: 'Valor', dataIndex: 'valor', align: 'right' },
      ]}
      locale={{ emptyText: 'Sin stock en ningún almacén' }}
    />
  );
}

/** A product's drawer: its units with prices, its image and technical sheet, its stock per warehouse. */
export function ProductDetail({ product, reload }: { product: ProductRow; reload: () => Promise<void> }) {
  return (
    <Tabs
      items={[
        {
          key: 'unidades',
          label: 'Unidades y precios',
          children: (
            <ResourceScreen
              resource={productUnitResource}
              params={{ producto_id: product.producto_id }}
              syncUrl={false}
            />
          ),
        },
        { key: 'archivos', label: 'Imagen y ficha', children: <ProductFiles product={product} onChanged={reload} /> },
        { key: 'stock', label: 'Stock', children: <ProductStock product={product} /> },
      ]}
    />
  );
}
