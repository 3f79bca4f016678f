/**
 * CPE engine: SUNAT electronic documents. See docs/cpe.md.
 *
 * Typical use from another area:
 *   const info = await app.cpe.emitirComprobante('20000000001', factura);   // build, sign, XSD, store, enqueue
 *   await app.cpe.obtener(info.id);  app.cpe.cdr(info.id);  app.cpe.qr(info.id);  app.cpe.anular(ruc, [{ id, motivo }]);
 */
export * from './types.js';
// Amounts, taxes and amounts in words: import them from @trade/money (shared with the browser).
export { TIPO_DOCUMENTO, MOTIVOS_NOTA_CREDITO, MOTIVOS_NOTA_DEBITO, TIPO_DOC_IDENTIDAD } from './catalogs.js';
export { buildInvoice, buildNote } from './builders/comprobante.js';
export { buildSummary, buildVoided } from './builders/resumen.js';
export { buildDespatch } from './builders/guia.js';
export { buildCarrierDespatch } from './builders/guia-transportista.js';
export { documentName, type BuiltDocument } from './builders/common.js';
export { buildDocument, prepareDocument, qrText, type PreparedDocument, type DocumentoEntrada } from './pipeline.js';
export {
  REGLAS,
  revisarReglas,
  assertReglasSunat,
  incumplimientos,
  leerUbl,
  type Hallazgo,
  type Regla,
  type ResultadoReglas,
  type UblDocumento,
} from './rules/index.js';
export { validateXml, assertValidXml, preloadSchemas, type XsdResult, type XsdError } from './xsd/validator.js';
export { loadCredentials, type SigningCredentials, type CertificateSource } from './signer/credentials.js';
export { signXml, digestValueOf, type SignedDocument, type SignOptions } from './signer/sign.js';
export { verifyXmlSignature } from './signer/verify.js';
export { zipXml, unzipXml, decodeXml, limaDate, limaTime } from './zip.js';
export { describeSunatCode, sunatMessage, classifySunatCode, type ResultadoSunat } from './codes.js';
export { readCdr, cdrSummary, type Cdr } from './cdr/reader.js';
export { SunatSoapClient } from './sender/soap.js';
export { SunatGreClient } from './sender/gre.js';
export { SunatFault, SunatUnavailable } from './sender/errors.js';
export {
  demoCpeSettings,
  endpointsFor,
  emisorOf,
  credentialsOf,
  SUNAT_ENDPOINTS,
  type CpeSettings,
  type CpeDestino,
  type CpeEndpoints,
  type SettingsProvider,
} from './settings.js';
export {
  createSunatSimulator,
  startSunatSimulator,
  type SimulatorFaults,
  type SunatSimulator,
  type RunningSimulator,
} from './simulator/plugin.js';
export { memoryStore, databaseStore, type SimulatorStore } from './simulator/store.js';
export { createCpeWorker, type CpeWorker, type WorkerOptions } from './queue/worker.js';
export { cpeRepository, ESTADOS_FINALES, type CpeEstado, type CpeRow } from './queue/repository.js';
export {
  createCpeService,
  toInfo,
  type CpeService,
  type CpeInfo,
  type EmitirOpciones,
  type EnTransaccion,
} from './service.js';
export { default as cpePlugin, startCpeWorker, type CpePluginOptions } from './plugin.js';
