/** The sending-window tags of /manage_cpe, in the dashboard's words. */
export const CPE_PLAZO_LABELS: Record<string, string> = { por_vencer: 'Por vencer', vencido: 'Vencido' };
