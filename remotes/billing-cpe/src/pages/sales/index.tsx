import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DocumentScreen } from '@trade/ui';
import { saleSpec } from './spec';
import { saleFollowUpActions } from './followUpActions';

/** /sales: the sales list, the new sale and a saved sale (document kit pages). */
export default function Sales() {
  const navigate = useNavigate();
  // The list's row actions that open another screen need the router's navigate.
  const spec = useMemo(
    () => ({
      ...saleSpec,
      list: { ...saleSpec.list, rowActions: [...(saleSpec.list.rowActions ?? []), ...saleFollowUpActions(navigate)] },
    }),
    [navigate],
  );
  return <DocumentScreen spec={spec} />;
}
