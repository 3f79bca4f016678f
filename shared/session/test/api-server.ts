// The real API with demo data on a fresh embedded database (helper shared with e2e and bench).
export { startProduct as startApi } from '../../../scripts/server.mjs';
