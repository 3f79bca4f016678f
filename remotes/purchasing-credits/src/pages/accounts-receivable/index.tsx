import { Balances } from '../credits/Balances';
import { RECEIVABLE } from '../credits/kinds';

/** Accounts receivable: clients with balance, ageing, overdue cuotas, payments with their ticket, statements. */
export default function AccountsReceivable() {
  return <Balances spec={RECEIVABLE} />;
}
