import { ResourceScreen } from '@trade/ui';
import { auditResource } from './resource';

/** Auditoría: the audit trail, for the administrator. */
export default function AuditTrail() {
  return <ResourceScreen resource={auditResource} />;
}
