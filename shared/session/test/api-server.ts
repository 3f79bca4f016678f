// The real API with demo data on a fresh embedded database, started once for the suite by
// test/global-setup.mjs (the same helper as e2e and bench): both files talk to it; neither
// changes what the other reads (the session tests disable a seller of their own, not the admin).
export const apiUrl = () => {
  const url = process.env.TRADE_SESSION_TEST_API;
  if (!url) throw new Error('TRADE_SESSION_TEST_API: the global setup did not start the API');
  return url;
};
