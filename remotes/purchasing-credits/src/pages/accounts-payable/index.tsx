import { Balances } from '../credits/Balances';
import { PAYABLE } from '../credits/kinds';

/** Accounts payable: providers with balance, ageing, letras due this week, payments, statements. */
export default function AccountsPayable() {
  return <Balances spec={PAYABLE} />;
}
