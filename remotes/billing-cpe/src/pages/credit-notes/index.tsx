import { DocumentScreen } from '@trade/ui';
import { noteSpec } from './spec';

/** /credit_note: the list of credit and debit notes, the new note and a saved one (document kit pages). */
export default function CreditNotes() {
  return <DocumentScreen spec={noteSpec} />;
}
