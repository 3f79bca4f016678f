import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignedXml } from 'xml-crypto';
import { buildInvoice } from '../src/cpe/builders/comprobante.js';
import { prepareDocument } from '../src/cpe/pipeline.js';
import { credentialsOf, demoCpeSettings, emisorOf } from '../src/cpe/settings.js';
import { signXml } from '../src/cpe/signer/sign.js';
import { preloadSchemas, validateXml } from '../src/cpe/xsd/validator.js';
import { revisarReglas } from '../src/cpe/rules/index.js';
import { certificatesDir } from '../src/cpe/paths.js';
import type { Comprobante } from '../src/cpe/types.js';

/**
 * CPE engine throughput on one core (single thread): documents per second for a 10-line factura.
 * Prints figures only. Run: pnpm bench:cpe  (BENCH_SECONDS=3 per case by default).
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const settings = demoCpeSettings();
const emisor = emisorOf(settings);
const credentials = credentialsOf(settings);
preloadSchemas(['Invoice']);

function factura(numero: number): Comprobante {
  return {
    tipoDoc: '01',
    serie: 'F001',
    numero,
    fechaEmision: '2024-05-10',
    horaEmision: '10:15:00',
    cliente: { tipoDoc: '6', numDoc: '20100070970', razonSocial: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA' },
    formaPago: { tipo: 'Contado' },
    lineas: Array.from({ length: 10 }, (_, i) => ({
      codigo: `P${i + 1}`,
      descripcion: `Producto ${i + 1} de prueba para el benchmark`,
      cantidad: (i % 4) + 1,
      valorUnitario: `${(i + 1) * 12}.45`,
      tipoAfectacion: i === 9 ? '20' : '10',
    })),
  };
}

let peakRss = 0;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const sampler = setInterval(sample, 20);

function bench(name: string, fn: (i: number) => unknown): number {
  for (let i = 0; i < 200; i++) fn(i); // warm-up
  const end = performance.now() + seconds * 1000;
  let n = 0;
  const start = performance.now();
  while (performance.now() < end) for (let k = 0; k < 50; k++) fn(n++);
  const perSecond = n / ((performance.now() - start) / 1000);
  sample();
  console.log(
    `${name.padEnd(52)} ${perSecond.toFixed(0).padStart(7)} documentos/s  (${(1000 / perSecond).toFixed(3)} ms c/u)`,
  );
  return perSecond;
}

const built = buildInvoice(emisor, factura(1));
const signed = signXml(built.xml, credentials).xml;
const pem = {
  key: readFileSync(join(certificatesDir, 'private.key'), 'utf8'),
  cert: readFileSync(join(certificatesDir, 'public.cer'), 'utf8'),
};

console.log(
  `CPE benchmark: factura de 10 ítems (${Buffer.byteLength(signed)} bytes firmada), ${seconds} s por caso, Node ${process.version}, un hilo`,
);
bench('construir (tax + UBL)', (i) => buildInvoice(emisor, factura(i + 1)));
bench('firmar (libxml2 C14N + RSA-SHA256)', () => signXml(built.xml, credentials));
bench('validar XSD (documento firmado)', () => validateXml(signed));
bench('reglas de negocio de SUNAT (leer XML + reglas)', () => revisarReglas(built.xml));
const buildSign = bench('construir + firmar', (i) => signXml(buildInvoice(emisor, factura(i + 1)).xml, credentials));
bench('construir + validar + firmar', (i) => {
  const s = signXml(buildInvoice(emisor, factura(i + 1)).xml, credentials).xml;
  if (!validateXml(s).valid) throw new Error('invalid');
});
bench('prepareDocument (construir+reglas+firmar+XSD+zip)', (i) => prepareDocument(settings, factura(i + 1)));
bench('firmar con xml-crypto (referencia, DOM en JS)', () => {
  const sig = new SignedXml({
    privateKey: pem.key,
    publicCert: pem.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  });
  sig.addReference({
    xpath: '/*',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    uri: '',
    isEmptyUri: true,
  });
  sig.computeSignature(built.xml, {
    prefix: 'ds',
    location: { reference: "//*[local-name()='ExtensionContent']", action: 'append' },
  });
  return sig.getSignedXml();
});
clearInterval(sampler);
sample();
const maxRss = process.resourceUsage().maxRSS * 1024;
console.log(
  `memoria: pico RSS ${(Math.max(peakRss, maxRss) / 1024 / 1024).toFixed(1)} MB, heap usado al final ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)} MB`,
);
console.log(
  `objetivo construir + firmar >= 500 documentos/s: ${buildSign >= 500 ? 'cumplido' : 'no cumplido'} (${buildSign.toFixed(0)})`,
);
