export default async function stopSuiteApi() {
  await globalThis.sessionSuiteApi?.stop();
}
