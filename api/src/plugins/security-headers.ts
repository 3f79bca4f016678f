import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The Content-Security-Policy of the web and the API (deploy/nginx.conf sends the same one; a test
 * compares them). Everything comes from this origin: the host, the Module Federation remotes under
 * /trade/remotes/<area>/<version>/ (scripts and their manifests, fetched), the API. Ant Design
 * writes its styles at run time into <style> elements, hence 'unsafe-inline' for styles only;
 * scripts never run inline or from strings. Nothing may frame the app (clickjacking).
 * When the manifest's apiBase points at another origin, add that origin to connect-src.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

/** HSTS is only meaningful (and only sent) over TLS, directly or behind a proxy that says so. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS = {
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  hsts: false,
} as const;

/**
 * The headers @fastify/helmet sends with our options, asked once of a throwaway Fastify instance.
 * They are the same for every answer (no CSP nonces, no per-route options), and the plugin
 * rebuilds helmet's middleware (parsing the CSP directives) on every request: ~5 % of a list call.
 */
async function askHelmet(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !own.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Asked once per process: every app built here (tests build many) sends the same headers. */
let helmetHeaders: Promise<Record<string, string>> | undefined;

/**
 * Security headers on every answer (API, static files, the shell), as @fastify/helmet makes them:
 * CSP, X-Frame-Options DENY, X-Content-Type-Options nosniff, Referrer-Policy no-referrer (print
 * links carry their signature in the query string), the cross-origin isolation headers, and HSTS
 * when the request came over HTTPS.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const headers = await (helmetHeaders ??= askHelmet());
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
});
