import { useRef, useState, type CSSProperties } from 'react';
import { Button, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export interface FileInputProps {
  /** Accessible name of the file input ('Archivo PFX', 'Logo'). */
  label: string;
  /** Text of the button that opens the file chooser (default: 'Seleccionar archivo'). */
  buttonText?: string;
  accept?: string;
  /** On a phone, opens the camera ('environment': the back one) instead of the files. */
  capture?: 'environment' | 'user';
  /** Refuses a file before `onSelect`: MIME types allowed and maximum size, with the Spanish reason. */
  types?: string[];
  maxBytes?: number;
  onReject?: (reason: string) => void;
  onSelect: (file: File) => void;
  /** Show the chosen file's name beside the button (default true). */
  showName?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * A file chooser: a button (keyboard reachable) that opens a native file input named by `label`
 * (tests and screen readers find it by that label). Checks type and size before handing the file over.
 */
export function FileInput({
  label,
  buttonText = 'Seleccionar archivo',
  accept,
  capture,
  types,
  maxBytes,
  onReject,
  onSelect,
  showName = true,
  disabled,
  loading,
}: FileInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <Space>
      <input
        ref={ref}
        type="file"
        accept={accept}
        capture={capture}
        aria-label={label}
        tabIndex={-1}
        style={visuallyHidden}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (types && !types.includes(file.type)) return onReject?.('tipo');
          if (maxBytes !== undefined && file.size > maxBytes) return onReject?.(`tamaño: supera ${sizeText(maxBytes)}`);
          setName(file.name);
          onSelect(file);
        }}
      />
      <Button icon={<UploadOutlined />} onClick={() => ref.current?.click()} disabled={disabled} loading={loading}>
        {buttonText}
      </Button>
      {showName && name && <Typography.Text type="secondary">{name}</Typography.Text>}
    </Space>
  );
}
