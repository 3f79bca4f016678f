import { useEffect, useState } from 'react';
import { Checkbox, Typography } from 'antd';
import { requirements } from '@trade/contracts/workshop';
import { call } from '@trade/session';

/** A requirement an order may take: the vehicle's pending ones, and those the order already took. */
export interface RequirementChoice {
  idrequerimiento: number;
  descripcion: string;
}

interface Props {
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
  vehicle: number | undefined;
  /** What the order being edited took (no longer pending, still its own). */
  taken: RequirementChoice[];
}

/**
 * The order's requirements: the chosen vehicle's pending ones (greqpendientesvehiculo) to tick;
 * a change of vehicle drops the ticks of the previous one.
 */
export function RequirementsInput({ value, onChange, id, vehicle, taken }: Props) {
  const [pending, setPending] = useState<RequirementChoice[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setPending([]);
    setFailed(false);
    if (!vehicle) return;
    let live = true;
    call(requirements.endpoints.pendingOfVehicle, { params: { id: vehicle } })
      .then((answer) => {
        if (!live) return;
        const rows = answer.status === 200 ? (answer.detalles ?? []) : [];
        setPending(rows);
        const ids = new Set([...taken, ...rows].map((r) => r.idrequerimiento));
        const kept = (value ?? []).filter((v) => ids.has(v));
        if (kept.length !== (value ?? []).length) onChange?.(kept);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [vehicle]);
  const choices = [...taken, ...pending.filter((p) => !taken.some((t) => t.idrequerimiento === p.idrequerimiento))];
  if (failed)
    return <Typography.Text type="danger">Error al obtener requerimientos pendientes del vehiculo</Typography.Text>;
  if (!choices.length)
    return (
      <Typography.Text type="secondary">
        {vehicle ? 'Sin requerimientos pendientes' : 'Elija el vehículo'}
      </Typography.Text>
    );
  return (
    <fieldset id={id} aria-label="Requerimientos" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Checkbox.Group
        value={value ?? []}
        onChange={(ids) => onChange?.(ids)}
        options={choices.map((c) => ({ value: c.idrequerimiento, label: c.descripcion }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      />
    </fieldset>
  );
}
