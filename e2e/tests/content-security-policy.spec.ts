import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { loginThroughForm } from '../support/app';

/**
 * The product under its Content-Security-Policy (api/src/plugins/security-headers.ts): the shell,
 * a remote loaded at run time and the public tracking page work, and the browser reports no
 * violation; what the policy forbids (an inline script) is really blocked. Static files arrive
 * compressed with brotli and with the caching their names allow.
 */

/** Collects the page's CSP violation reports (directive and blocked address). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('login, a remote screen and tracking work under the policy without violations', async ({ page }) => {
  const violations = await watchViolations(page);
  const shell = page.waitForResponse((r) => r.url().endsWith('/trade/login'));
  const remoteScript = page.waitForResponse((r) => /\/trade\/remotes\/organization\/[^/]+\/.+\.js$/.test(r.url()));
  await loginThroughForm(page);
  expect((await shell).headers()['content-security-policy']).toContain("script-src 'self'");

  await page.getByRole('menuitem', { name: 'Empleados' }).click();
  await expect(page.getByRole('heading', { name: 'Empleados' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'HUAMÁN ROJAS', exact: true })).toBeVisible();
  const remote = (await remoteScript).headers();
  expect({ encoding: remote['content-encoding'], cache: remote['cache-control'] }).toEqual({
    encoding: 'br',
    cache: 'public, max-age=31536000, immutable',
  });
  expect(await violations()).toEqual([]);

  await page.goto('/trade/tracking');
  await page.getByLabel('Número de guía').fill('0000102');
  await page.getByLabel('Código de guía').fill('C3D4');
  await page.getByRole('button', { name: 'Rastrear' }).click();
  await expect(page.getByText('EN01-0000102').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an inline script is blocked and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  const shell = await page.goto('/trade/login');
  expect(shell!.headers()['cache-control']).toBe('no-cache');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    return Boolean((window as unknown as { inlineRan?: boolean }).inlineRan);
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
});
