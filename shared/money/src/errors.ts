/**
 * Input the engine cannot compute (a quantity of zero, an unknown affectation code, discounts above
 * the value ...). The message is Spanish and meant for the user; the API answers it as a 400 and a
 * screen shows it beside the row.
 */
export class MoneyInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyInputError';
  }
}

export function fail(message: string): never {
  throw new MoneyInputError(message);
}
