/**
 * Amounts in words: one function for the whole product (the CPE's XML legend, the printed documents
 * and the screens), kept in @trade/money and re-exported here for the screens that already import
 * their formats from this package. '... Y nn/100 SOLES', no accents, half-up to cents.
 */
export { amountInWords, integerToWords, CURRENCY_WORDS, MAX_WORDS_EXCLUSIVE } from '@trade/money';
