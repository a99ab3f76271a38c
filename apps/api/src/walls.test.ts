// The walls of decisions 0070 and 0283 are lint rules (biome.json's overrides): this writes one file that breaks each wall
// and one that keeps it, runs the repository's own Biome on them, and checks that exactly the breaking ones fail.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const tag = `zz-walls-${process.pid}`;
const written: string[] = [];

/** Writes a file (relative to the repository) that imports `specifier`; removed after the tests. */
function fixture(file: string, specifier: string, names = 'x'): string {
  const absolute = path.join(root, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, `import { ${names} } from '${specifier}';\n\nconsole.log(${names});\n`);
  written.push(absolute);
  return file;
}

/** The fixtures Biome's noRestrictedImports reports, by running `biome lint` on them all at once. */
async function restricted(files: string[]): Promise<Set<string>> {
  const { stdout, stderr } = await promisify(execFile)(
    biome,
    ['lint', '--colors=off', '--max-diagnostics=200', ...files],
    { cwd: root, timeout: 30_000 },
  ).catch((error: { stdout: string; stderr: string }) => error);
  const hits = [...`${stdout}\n${stderr}`.matchAll(/^(\S+?):\d+:\d+ lint\/style\/noRestrictedImports/gm)];
  return new Set(hits.map((m) => m[1]!));
}

afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
  rmSync(path.join(root, `apps/api/src/modules/${tag}`), { recursive: true, force: true });
});

describe('lint walls (decision 0070)', () => {
  it('fails each wall violation and passes the imports each wall allows', async () => {
    const api = `apps/api/src/modules/${tag}`;
    const web = 'apps/web/src';
    const breaks = [
      // Route files never import the database layer.
      fixture(`${api}/routes.ts`, 'drizzle-orm', 'sql'),
      fixture(`apps/api/src/modules/cart/${tag}-admin-routes.ts`, '../../lib/sql.ts', 'rows'),
      fixture(`apps/api/src/modules/orders/${tag}-admin-routes.ts`, '../../db/client.ts', 'Db'),
      // A module imports only its own tables, and only through the schema index.
      fixture(`apps/api/src/modules/accounts/${tag}.ts`, '../../db/schema/index.ts', 'orders'),
      fixture(`apps/api/src/modules/cart/${tag}-file.ts`, '../../db/schema/cart.ts', 'cartItems'),
      fixture(`apps/api/src/modules/pricing/${tag}.ts`, '../../db/schema/index.ts', 'products'),
      fixture(`apps/api/src/modules/returns/${tag}.ts`, '../../db/schema/index.ts', 'orderItems'),
      fixture(`apps/api/src/modules/promotions/${tag}.ts`, '../../db/schema/index.ts', 'orders'),
      fixture(`apps/api/src/modules/stock-alerts/${tag}.ts`, '../../db/schema/index.ts', 'productLitres'),
      // Another module only through its face (decision 0283).
      fixture(`apps/api/src/modules/shipping/${tag}-deep.ts`, '../orders/transition.ts', 'transition'),
      fixture(
        `apps/api/src/modules/mail/templates/${tag}-deep.tsx`,
        '../../settings/service.ts',
        'getSetting',
      ),
      fixture(
        `apps/api/src/modules/payments/${tag}-deep.ts`,
        '../mail/templates/refunds.tsx',
        'refundInitiatedMail',
      ),
      // components/ and lib/ never import features/; no feature imports another.
      fixture(`${web}/components/${tag}.ts`, '../features/search/api.ts'),
      fixture(`${web}/lib/${tag}.ts`, '../features/cart/summary.ts'),
      fixture(`${web}/features/cart/${tag}.ts`, '../wishlist/api.ts'),
      fixture(`${web}/features/admin/orders/${tag}.ts`, '../../checkout/api.ts'),
    ];
    const keeps = [
      fixture(`apps/api/src/modules/cart/${tag}-keeps.ts`, '../../db/schema/index.ts', 'cartItems'),
      fixture(`apps/api/src/modules/orders/${tag}-keeps.ts`, '../../lib/sql.ts', 'rows'),
      fixture(`apps/api/src/modules/returns/${tag}-keeps.ts`, '../../db/schema/index.ts', 'returnItems'),
      fixture(`apps/api/src/modules/promotions/${tag}-keeps.ts`, '../../db/schema/index.ts', 'promotions'),
      fixture(`apps/api/src/modules/stock-alerts/${tag}-keeps.ts`, '../../db/schema/index.ts', 'stockAlerts'),
      fixture(`apps/api/src/modules/shipping/${tag}-face.ts`, '../orders/index.ts', 'transition'),
      fixture(`apps/api/src/modules/shipping/${tag}-own.ts`, './service.ts', 'updateShipment'),
      fixture(`apps/api/src/modules/mail/templates/${tag}-face.tsx`, '../../settings/index.ts', 'getSetting'),
      fixture(`apps/api/src/modules/mail/templates/${tag}-db.tsx`, '../../../db/client.ts', 'Db'),
      fixture(`apps/api/src/modules/orders/${tag}-events.ts`, '../../events/bus.ts', 'appendEvent'),
      fixture(`${web}/features/cart/${tag}-keeps.ts`, '../../lib/session.ts'),
      fixture(`${web}/features/admin/orders/${tag}-keeps.ts`, '../catalogue/api.ts'),
      fixture(`${web}/features/admin/orders/${tag}-keeps-lib.ts`, '../../../lib/session.ts'),
    ];
    const reported = await restricted([...breaks, ...keeps]);
    expect([...reported].sort()).toEqual([...breaks].sort());
  });
});
