import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** api/resources/sunat: schemas, error codes and the demo certificate shipped with the product. */
export const sunatResources = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'resources', 'sunat');
export const xsdDir = join(sunatResources, 'xsd');
export const certificatesDir = join(sunatResources, 'certificates');
export const codeErrorsFile = join(sunatResources, 'codes', 'CodeErrors.xml');
