import type { ProformaLineRow } from '@trade/contracts/billing-cpe';
import type { DocLine } from '@trade/ui';
import { pricedDocLine } from '../sales/priced-line';

/** A saved proforma line as the kit's line (no serials: a quote moves no stock). */
export const proformaLine = (item: ProformaLineRow): DocLine => pricedDocLine(item);
