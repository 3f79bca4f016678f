/**
 * The load loop every bench uses: `connections` workers call `next()` back to back for `seconds`
 * (after a warm-up), then one line with requests/s, p50, p95 and the slowest call. A call fails on an
 * HTTP error or an envelope whose status is not 200 (its first mensaje is printed).
 */
export async function measure(label: string, connections: number, seconds: number, next: () => Promise<Response>, warmUpMs = 2000) {
  let firstFailure = '';
  const load = async (ms: number, times: number[]) => {
    const until = Date.now() + ms;
    let failed = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const t0 = performance.now();
          const res = await next();
          const text = await res.text();
          times.push(performance.now() - t0);
          const envelope = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { status?: number; mensaje?: string }) : undefined;
          if (!res.ok || (envelope?.status !== undefined && envelope.status !== 200)) {
            failed++;
            firstFailure ||= envelope?.mensaje ?? `HTTP ${res.status}`;
          }
        }
      }),
    );
    return failed;
  };
  await load(warmUpMs, []);
  const times: number[] = [];
  const started = Date.now();
  const failed = await load(seconds * 1000, times);
  const elapsed = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1) : '–');
  console.log(`${label}: ${(times.length / elapsed).toFixed(1)} req/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, máx ${at(1)} ms (${times.length} llamadas${failed ? `, ${failed} fallidas: ${firstFailure}` : ''})`);
}
