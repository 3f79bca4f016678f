import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Alert, App, Button, Col, Input, Radio, Row, Typography, type InputRef } from 'antd';
import { sales, type SaleDetail, type SaleVoucherCode } from '@trade/contracts/billing-cpe';
import type { ProductSearchRow } from '@trade/contracts/inventory';
import { formatNumber } from '@trade/formats';
import { fixed, dec } from '@trade/money';
import { call, signedUrl } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { productCatalog, useOptions } from '@trade/ui';
import { ClientPicker, SeriesSelect } from '../sales/header';
import { PAYMENT_FORMS, VOUCHER_OPTIONS } from '../sales/options';
import { toBody } from '../sales/spec';
import { SupervisorDialog, createSale } from '../sales/approval';
import { CashGate } from './CashGate';
import { LineList } from './LineList';
import { Numpad } from './Numpad';
import { ProductGrid } from './ProductGrid';
import { COUNTER_CSS } from './styles';
import { SHORTCUTS, shortcutOf, type CounterAction } from './shortcuts';
import { EMPTY_SALE, headerOf, useCounterSale, type EntryMode } from './useCounterSale';
import { useDrafts } from './useDrafts';

/*
 * /counter (Punto de venta): the cashier's screen on the sale service of /sales (rfacturacion: the
 * same numbering, stock, cash and CPE queue). Ready to scan when it opens and after every line,
 * payment and sale; F-keys for the rest (shown on the buttons); the ticket prints from the page.
 */

const catalog = productCatalog({ goodsOnly: false, units: 'search' });
const QUICK_CASH = ['10', '20', '50', '100', '200'];
const ENTRY_LABELS: Record<EntryMode, string> = {
  scan: 'Código, código de barras o nombre',
  cantidad: 'Cantidad de la línea elegida',
  descuento: 'Descuento de la línea (S/, con IGV)',
  precio: 'Precio unitario de la línea (S/, con IGV)',
  recibido: 'Monto recibido (S/)',
};
/** 'n*code': n units of the scanned code. */
const QUANTITY_PREFIX = /^(\d+(?:\.\d{1,3})?)\*(.+)$/;

interface LastSale {
  idventa: number;
  documento: string;
  total: string;
  vuelto: string;
}

export default function Counter() {
  const notify = useNotify();
  const { modal } = App.useApp();
  const counter = useCounterSale();
  const { sale, patch, setSale, total } = counter;
  const drafts = useDrafts(sale, total, setSale, notify);
  const forms = useOptions(PAYMENT_FORMS);
  const entryRef = useRef<InputRef>(null);
  const [entry, setEntry] = useState('');
  const [mode, setMode] = useState<EntryMode>('scan');
  const [busy, setBusy] = useState(false);
  // Scans waiting for the catalog: the field stays free for the next code meanwhile.
  const [looking, setLooking] = useState(0);
  const [last, setLast] = useState<LastSale | null>(null);
  // The ticket's frame: a new key per print, so a reprint loads (and prints) again even with the same link.
  const [ticket, setTicket] = useState<{ url: string; print: number } | null>(null);

  const refocus = () => setTimeout(() => entryRef.current?.focus(), 0);

  // Cash (efectivo) is the payment form until the cashier picks another.
  useEffect(() => {
    if (sale.idformapago || !forms.options.length) return;
    const cash = forms.options.find((o) => /efectivo/i.test(String(o.label))) ?? forms.options[0];
    patch({ idformapago: Number(cash!.value) });
  }, [forms.options, sale.idformapago, patch]);

  const failText = (text: string) => {
    notify.error(text);
    refocus();
  };

  async function scan(text: string) {
    const [, quantity, code] = QUANTITY_PREFIX.exec(text) ?? [null, undefined, text];
    const wanted = (code ?? text).trim();
    try {
      const exact = await catalog.byCode!(wanted);
      if (exact) return counter.add(exact.product, exact.unitId, quantity);
      const found = await catalog.search(wanted);
      if (found.length === 1) return counter.add(found[0]!, null, quantity);
      failText(
        found.length
          ? `Hay ${found.length} productos con «${wanted}»: escriba más o elíjalo en la lista`
          : `No se encontró ningún producto con «${wanted}»`,
      );
    } catch {
      failText('No se pudo buscar el producto. Intente nuevamente.');
    }
  }

  async function submitEntry() {
    const text = entry.trim();
    if (mode === 'scan') {
      if (!text) return;
      setEntry('');
      setLooking((n) => n + 1);
      await scan(text);
      setLooking((n) => n - 1);
      return refocus();
    }
    const problem = counter.apply(mode, text);
    if (problem) return failText(problem);
    setEntry('');
    setMode('scan');
    refocus();
  }

  /** A mode key: applies the number already typed, or waits for it. */
  function begin(next: Exclude<EntryMode, 'scan'>) {
    const text = entry.trim();
    if (text && /^\d/.test(text)) {
      const problem = counter.apply(next, text);
      if (problem) return failText(problem);
      setEntry('');
      setMode('scan');
    } else setMode(next);
    refocus();
  }

  async function printTicket(idventa: number) {
    try {
      const url = await signedUrl(sales.endpoints.ticket, { params: { id: idventa } });
      setTicket((t) => ({ url, print: (t?.print ?? 0) + 1 }));
    } catch {
      notify.error('No se pudo imprimir el ticket');
    }
  }

  async function charge() {
    if (busy) return;
    if (!sale.lines.length) return failText('Agregue al menos un producto');
    if (!sale.idserie) return failText('Su usuario no tiene una serie activa de este comprobante');
    if (dec(counter.missing).gt(0))
      return failText(`El monto recibido no cubre el total: faltan S/ ${counter.missing}`);
    setBusy(true);
    try {
      // Beyond the price control, a supervisor approves on the spot and the sale goes again with it.
      const answer = await createSale(toBody(headerOf(sale, total), sale.lines));
      if (answer.status !== 200 || !answer.detalles) return notify.answer(answer);
      const saved = answer.detalles as SaleDetail;
      notify.success(answer.mensaje);
      setLast({ idventa: saved.idventa, documento: saved.documento, total: saved.total, vuelto: counter.change });
      await drafts.charged();
      setSale((s) => ({ ...EMPTY_SALE, voucher: s.voucher, idserie: s.idserie, idformapago: s.idformapago }));
      setMode('scan');
      setEntry('');
      void printTicket(saved.idventa);
    } catch {
      notify.error('No se pudo registrar la venta. Intente nuevamente.');
    } finally {
      setBusy(false);
      refocus();
    }
  }

  function newSale() {
    const clear = () => {
      setSale((s) => ({ ...EMPTY_SALE, voucher: s.voucher, idserie: s.idserie, idformapago: s.idformapago }));
      setEntry('');
      setMode('scan');
      refocus();
    };
    if (!sale.lines.length) return clear();
    modal.confirm({
      title: '¿Descartar la venta en curso?',
      content: 'Sus productos se quitan. Para atender a otro cliente sin perderla, aparque la venta (F8).',
      okText: 'Descartar',
      cancelText: 'Volver',
      onOk: clear,
      afterClose: refocus,
    });
  }

  const actions: Record<CounterAction, () => void> = {
    nueva: newSale,
    cantidad: () => begin('cantidad'),
    descuento: () => begin('descuento'),
    precio: () => begin('precio'),
    cliente: () => document.getElementById('counter-client')?.focus(),
    recibido: () => begin('recibido'),
    aparcar: () => void drafts.park(sale).finally(refocus),
    cobrar: () => void charge(),
    reimprimir: () => (last ? void printTicket(last.idventa) : failText('Aún no hay un ticket para reimprimir')),
  };
  const actionsRef = useRef(actions);
  actionsRef.current = actions;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf(event.key);
      if (!action) return;
      event.preventDefault();
      actionsRef.current[action]();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const short = dec(counter.missing).gt(0);
  const receive = (amount: string) => {
    patch({ recibido: amount });
    refocus();
  };
  function onEntryKey(e: ReactKeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      void submitEntry();
    } else if (e.key === 'Escape') {
      setEntry('');
      setMode('scan');
    } else if (!entry && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      counter.move(e.key === 'ArrowUp' ? -1 : 1);
    } else if (!entry && e.key === 'Delete' && sale.selected) {
      counter.remove(sale.selected);
    }
  }

  const state = drafts.state;
  const parked = state?.borradores.filter((d) => d.aparcado) ?? [];
  const key = (action: CounterAction) => SHORTCUTS.find((s) => s.action === action)!;
  const keyButton = (action: CounterAction, extra: { type?: 'primary'; danger?: boolean; loading?: boolean } = {}) => (
    <Button size="large" {...extra} onClick={actions[action]} aria-keyshortcuts={key(action).key}>
      {key(action).label} ({key(action).key})
    </Button>
  );

  return (
    <div className="counter">
      <style>{COUNTER_CSS}</style>
      {drafts.failed && <Alert type="error" showIcon title={drafts.failed} />}
      {state && !state.idapertura && (
        <CashGate
          required={state.caja_requerida}
          notify={notify}
          onOpened={(id) => {
            drafts.cashOpened(id);
            refocus();
          }}
        />
      )}
      <Row gutter={[16, 12]}>
        <Col xs={24} xl={14} className="counter-panel">
          <div className="counter-row">
            <Radio.Group
              size="large"
              optionType="button"
              buttonStyle="solid"
              aria-label="Comprobante"
              options={VOUCHER_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
              value={sale.voucher}
              onChange={(e) => {
                patch({ voucher: e.target.value as SaleVoucherCode, idserie: null });
                refocus();
              }}
            />
            <div style={{ minWidth: 170 }}>
              <SeriesSelect voucher={sale.voucher} value={sale.idserie} onChange={(idserie) => patch({ idserie })} />
            </div>
          </div>
          <div>
            <label htmlFor="counter-client">
              <Typography.Text type="secondary">
                {sale.voucher === '01' ? 'Cliente (F4): obligatorio en una factura, con RUC' : 'Cliente (F4)'}
              </Typography.Text>
            </label>
            <ClientPicker
              id="counter-client"
              value={sale.client?.idpersona ?? null}
              voucher={sale.voucher}
              client={sale.client}
              onPick={(_, row) => {
                patch({ client: row });
                refocus();
              }}
            />
          </div>
          <div>
            <label htmlFor="counter-entry">
              <Typography.Text strong>{ENTRY_LABELS[mode]}</Typography.Text>
            </label>
            <Input
              id="counter-entry"
              ref={entryRef}
              className="counter-entry"
              size="large"
              autoFocus
              autoComplete="off"
              aria-busy={looking > 0}
              value={entry}
              placeholder={
                mode === 'scan' ? 'Escanee o escriba y pulse Enter (3*código: tres unidades)' : 'Escriba y pulse Enter'
              }
              onChange={(e) => setEntry(e.target.value)}
              onKeyDown={onEntryKey}
            />
          </div>
          <LineList
            lines={sale.lines}
            table={counter.table}
            selected={sale.selected}
            onSelect={(k) => {
              patch({ selected: k });
              refocus();
            }}
            onStep={(k, delta) => {
              counter.step(k, delta);
              refocus();
            }}
            onRemove={(k) => {
              counter.remove(k);
              refocus();
            }}
          />
          <div className="counter-figures" aria-live="polite">
            <div>
              <Typography.Text type="secondary">Total</Typography.Text>
              <div className="counter-total" aria-label="Total">
                S/ {formatNumber(total)}
              </div>
            </div>
            <div>
              <Typography.Text type="secondary">Recibido</Typography.Text>
              <div className="counter-total" aria-label="Recibido">
                {sale.recibido ? `S/ ${formatNumber(sale.recibido)}` : 'Exacto'}
              </div>
            </div>
            <div>
              <Typography.Text type="secondary">{short ? 'Falta' : 'Vuelto'}</Typography.Text>
              <div className={short ? 'counter-missing' : 'counter-change'} aria-label={short ? 'Falta' : 'Vuelto'}>
                S/ {formatNumber(short ? counter.missing : counter.change)}
              </div>
            </div>
          </div>
          <Radio.Group
            size="large"
            optionType="button"
            aria-label="Forma de pago"
            options={forms.options.map((o) => ({ value: Number(o.value), label: String(o.label) }))}
            value={sale.idformapago ?? undefined}
            onChange={(e) => {
              patch({ idformapago: Number(e.target.value) });
              refocus();
            }}
          />
          <fieldset className="counter-row counter-cash" aria-label="Efectivo rápido">
            <Button size="large" onClick={() => receive(fixed(dec(total), 2))}>
              Exacto
            </Button>
            {QUICK_CASH.map((amount) => (
              <Button key={amount} size="large" onClick={() => receive(amount)}>
                S/ {amount}
              </Button>
            ))}
          </fieldset>
          {last && (
            <Alert
              type="success"
              className="counter-last"
              title={`Última venta ${last.documento}: S/ ${formatNumber(last.total)} · vuelto S/ ${formatNumber(last.vuelto)}`}
            />
          )}
        </Col>
        <Col xs={24} xl={10} className="counter-panel">
          <fieldset className="counter-row counter-keys" aria-label="Acciones">
            {keyButton('cobrar', { type: 'primary', loading: busy })}
            {keyButton('cantidad')}
            {keyButton('descuento')}
            {keyButton('precio')}
            {keyButton('recibido')}
            {keyButton('cliente')}
            {keyButton('aparcar')}
            {keyButton('nueva')}
            {keyButton('reimprimir')}
          </fieldset>
          {parked.length > 0 && (
            <section aria-label="Ventas aparcadas" className="counter-panel">
              <Typography.Text strong>Ventas aparcadas</Typography.Text>
              {parked.map((d) => (
                <Button
                  key={d.idborrador}
                  className="counter-parked"
                  size="large"
                  block
                  onClick={() => void drafts.resume(sale, d.idborrador).finally(refocus)}
                >
                  Retomar {d.etiqueta} · {d.lineas} {d.lineas === 1 ? 'producto' : 'productos'} · S/{' '}
                  {formatNumber(d.total)}
                </Button>
              ))}
            </section>
          )}
          <ProductGrid
            onPick={(row: ProductSearchRow) => {
              counter.add(catalog.fromRow!(row), null);
              refocus();
            }}
          />
          <Numpad
            onKey={(k) => {
              setEntry((e) => (k === '⌫' ? e.slice(0, -1) : e + k));
              refocus();
            }}
            onClear={() => {
              setEntry('');
              refocus();
            }}
          />
        </Col>
      </Row>
      <SupervisorDialog afterClose={refocus} />
      {ticket && (
        <iframe
          key={ticket.print}
          title="Ticket"
          className="counter-ticket"
          src={ticket.url}
          onLoad={(e) => {
            try {
              e.currentTarget.contentWindow?.print();
            } catch {
              /* a browser that cannot print a PDF frame: the ticket stays reachable from Ventas */
            }
          }}
        />
      )}
    </div>
  );
}
