import { useEffect, useState } from 'react';
import { Button, Card, List, Space, Typography } from 'antd';
import { FileDoneOutlined, RollbackOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { dec } from '@trade/money';
import { formatDate } from '@trade/formats';
import { call } from '@trade/session';
import {
  creditNotes,
  guides as guideContract,
  type GuideRow,
  type NoteRow,
  type NoteSale,
  type SaleDetail,
} from '@trade/contracts/billing-cpe';
import { documentSearch } from '@trade/ui';
import { CpeTag } from '../../cpe';

/*
 * What a saved sale led to (issue 14): its dispatch guides and its credit and debit notes, each a link
 * to its page, with the two ways forward: 'Guía de remisión' (a new guide proposed from the sale) and
 * 'Nota de crédito' (only for an accepted factura or boleta with something left to credit, as the
 * credit notes part answers in /notaventa). A user without the guides or notes screen sees neither.
 */

/** Where a new guide from a sale starts (the electronic guides screen proposes it through guiaventa). */
export const guideFromSale = (idventa: number) =>
  `/electronic_guide${documentSearch('new', null, { idventa: String(idventa) })}`;
/** Where a new note on a sale starts (the credit notes screen reads idventa). */
export const noteFromSale = (idventa: number) =>
  `/credit_note${documentSearch('new', null, { idventa: String(idventa) })}`;

const isElectronic = (sale: Pick<SaleDetail, 'codigo_comprobante'>) =>
  sale.codigo_comprobante === '01' || sale.codigo_comprobante === '03';

type Loaded<T> = { rows: T[]; allowed: boolean };
const none = <T,>(): Loaded<T> => ({ rows: [], allowed: false });

export function SaleFollowUps({ sale }: { sale: SaleDetail }) {
  const navigate = useNavigate();
  const [guides, setGuides] = useState<Loaded<GuideRow>>(none);
  const [notes, setNotes] = useState<Loaded<NoteRow>>(none);
  const [left, setLeft] = useState<NoteSale | null>(null);

  useEffect(() => {
    let live = true;
    const id = sale.idventa;
    call(guideContract.endpoints.list, { query: { page: 1, pageSize: 50, idventa: id } })
      .then((a) => live && setGuides({ rows: a.status === 200 ? (a.detalles ?? []) : [], allowed: a.status === 200 }))
      .catch(() => live && setGuides(none));
    if (isElectronic(sale)) {
      call(creditNotes.endpoints.list, { query: { page: 1, pageSize: 50, idventa: id } })
        .then((a) => live && setNotes({ rows: a.status === 200 ? (a.detalles ?? []) : [], allowed: a.status === 200 }))
        .catch(() => live && setNotes(none));
      call(creditNotes.endpoints.sale, { params: { id } })
        .then((a) => live && setLeft(a.status === 200 ? (a.detalles ?? null) : null))
        .catch(() => live && setLeft(null));
    }
    return () => {
      live = false;
    };
  }, [sale]);

  const canCredit = notes.allowed && left !== null && left.impedimento === null && dec(left.saldo).gt(0);
  const canGuide = guides.allowed && sale.estado_venta === 1;
  if (!guides.allowed && !notes.allowed) return null;
  const symbol = sale.moneda === 'USD' ? 'US$' : 'S/';

  return (
    <Card size="small" title="Guías y notas" role="region" aria-label="Guías y notas de la venta">
      {(canGuide || canCredit) && (
        // In the body, not the card's title bar: on a phone the title keeps its room.
        <Space wrap size={8} style={{ marginBottom: 8 }}>
          {canGuide && (
            <Button size="small" icon={<FileDoneOutlined />} onClick={() => navigate(guideFromSale(sale.idventa))}>
              Guía de remisión
            </Button>
          )}
          {canCredit && (
            <Button size="small" icon={<RollbackOutlined />} onClick={() => navigate(noteFromSale(sale.idventa))}>
              Nota de crédito
            </Button>
          )}
        </Space>
      )}
      {left && notes.allowed && (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', marginBottom: 8 }}
          aria-label="Saldo por acreditar"
        >
          {left.impedimento ?? `Por acreditar: ${symbol} ${left.saldo} de ${symbol} ${left.total}`}
        </Typography.Text>
      )}
      {guides.allowed && (
        <section aria-label="Guías de remisión de la venta">
          <List
            size="small"
            header={<Typography.Text strong>Guías de remisión</Typography.Text>}
            locale={{ emptyText: 'Sin guías de remisión' }}
            dataSource={guides.rows}
            renderItem={(g) => (
              <List.Item>
                <Space wrap size={8}>
                  <Link to={`/electronic_guide${documentSearch('view', g.idguia)}`}>{g.documento}</Link>
                  <span>{formatDate(g.fecha_emision)}</span>
                  <CpeTag estado={g.estado_sunat} descripcion={g.sunat_descripcion} />
                </Space>
              </List.Item>
            )}
          />
        </section>
      )}
      {notes.allowed && (
        <section aria-label="Notas de la venta">
          <List
            size="small"
            header={<Typography.Text strong>Notas de crédito y débito</Typography.Text>}
            locale={{ emptyText: 'Sin notas' }}
            dataSource={notes.rows}
            renderItem={(n) => (
              <List.Item>
                <Space wrap size={8}>
                  <Link to={`/credit_note${documentSearch('view', n.idnota)}`}>{n.documento}</Link>
                  <span>{n.tipo_nombre}</span>
                  <span>{formatDate(n.fecha)}</span>
                  <span>
                    {symbol} {n.total}
                  </span>
                  {n.estado === 1 ? (
                    <CpeTag estado={n.cpe_estado} descripcion={n.cpe_descripcion} />
                  ) : (
                    <Typography.Text type="secondary">Revertida</Typography.Text>
                  )}
                </Space>
              </List.Item>
            )}
          />
        </section>
      )}
    </Card>
  );
}
