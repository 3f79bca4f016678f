import { ResourceScreen } from '@trade/ui';
import { comprobanteResource } from './resource';

/** Voucher (comprobante) types. */
export default function Vouchers() {
  return <ResourceScreen resource={comprobanteResource} />;
}
