/** The audit module's one door (decision 018): the back-office's log of admin actions. */
export {
  createAuditService,
  type AuditEntry,
  type AuditRecord,
  type AuditService,
} from './audit.service';
