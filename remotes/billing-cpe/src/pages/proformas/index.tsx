import { DocumentScreen } from '@trade/ui';
import { proformaSpec } from './spec';

/** /proformas: the list of quotes, a new quote and a saved one (document kit pages). */
export default function Proformas() {
  return <DocumentScreen spec={proformaSpec} />;
}
