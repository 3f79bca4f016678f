// The real API with demo data on a fresh embedded database (helper shared with e2e and bench).
// A suite's start waits as long as the product's own start deadline: under load, migrating and
// seeding the demo can take longer than a test's timeout.
export { startProduct as startApi, START_DEADLINE_MS as API_START_TIMEOUT } from '../../../scripts/server.mjs';
