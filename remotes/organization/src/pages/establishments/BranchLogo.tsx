import { useEffect, useState } from 'react';
import { Button, Empty, Image, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { sanitizeFileName } from '@trade/formats';
import { useNotify } from '@trade/session/notify';
import { FileInput, useSaveFlow } from '@trade/ui';
import type { BranchRow } from '@trade/contracts/organization';
import { fetchLogo, LOGO_ERROR, LOGO_MAX_BYTES, LOGO_TYPES, removeLogo, uploadLogo } from './service';

/** The voucher logo of a branch: shows it, uploads a PNG/JPEG up to 1 MB, removes it. */
export function BranchLogo({ branch, onChanged }: { branch: BranchRow; onChanged: () => Promise<void> | void }) {
  const notify = useNotify();
  const flow = useSaveFlow();
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let current: string | null = null;
    setUrl(null);
    if (branch.logo)
      fetchLogo(branch.idsucursal)
        .then((u) => {
          current = u;
          if (live) setUrl(u);
        })
        .catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (current) URL.revokeObjectURL(current);
    };
  }, [branch.idsucursal, branch.logo]);

  async function upload(file: File) {
    if (!LOGO_TYPES.includes(file.type)) return notify.error(`${LOGO_ERROR}: solo se aceptan imágenes PNG o JPEG`);
    if (file.size > LOGO_MAX_BYTES) return notify.error(`${LOGO_ERROR}: la imagen supera 1 MB`);
    const answer = await flow.run({
      key: 'logo',
      progress: 'Subiendo logo...',
      failText: LOGO_ERROR,
      call: () => uploadLogo(branch.idsucursal, file, sanitizeFileName(file.name)),
    });
    if (answer?.status === 200) await onChanged();
  }

  async function remove() {
    const answer = await flow.run({
      key: 'logo',
      progress: 'Eliminando logo...',
      failText: 'Error al eliminar el logo',
      call: () => removeLogo(branch.idsucursal),
    });
    if (answer?.status === 200) await onChanged();
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        El logo se imprime en los comprobantes de esta sucursal. Formatos PNG o JPEG, hasta 1 MB.
      </Typography.Paragraph>
      {branch.logo ? (
        <Space orientation="vertical">
          {url ? (
            <Image
              src={url}
              alt={`Logo de ${branch.nombre}`}
              style={{ maxHeight: 160, maxWidth: 360, objectFit: 'contain' }}
            />
          ) : (
            <Typography.Text type="secondary">Cargando logo...</Typography.Text>
          )}
          <Typography.Text>Archivo: {branch.logo}</Typography.Text>
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="La sucursal no tiene logo" />
      )}
      <Space>
        <FileInput
          label="Archivo del logo"
          buttonText={branch.logo ? 'Cambiar logo' : 'Subir logo'}
          accept="image/png,image/jpeg"
          showName={false}
          loading={flow.loading}
          onSelect={(file) => void upload(file)}
        />
        {branch.logo && (
          <Popconfirm
            title="¿Eliminar el logo de la sucursal?"
            okText="Eliminar"
            cancelText="Cancelar"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove()}
          >
            <Button danger icon={<DeleteOutlined />}>
              Quitar logo
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Space>
  );
}
