import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layering of core and the server (docs/architecture.md) is kept by eslint.config.js, which `npm test` runs. This
 * lints small fixtures with the project's own config to show that each zone refuses a deliberate violation and lets
 * the allowed import through.
 */

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules a fixture at `path` (inside the repository) breaks. */
async function brokenRules(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId);
}

describe('the layer zones of eslint.config.js', () => {
  it('keep core free of the server, the web and Node', async () => {
    expect(await brokenRules('packages/core/src/fixture.ts', "import { buildApp } from '../../../apps/server/src/app.js';\nexport const app = buildApp;\n"))
      .toEqual(['no-restricted-imports']);
    expect(await brokenRules('packages/core/src/fixture.ts', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n"))
      .toEqual(['no-restricted-imports']);
    expect(await brokenRules('packages/core/src/fixture.ts', "import { MSG } from './messages.js';\nexport const messages = MSG;\n")).toEqual([]);
  });

  it('keep the platform from importing a feature', async () => {
    expect(
      await brokenRules('apps/server/src/platform/http/fixture.ts', "import { menuRoutes } from '../../features/menu/index.js';\nexport const routes = menuRoutes;\n"),
    ).toEqual(['no-restricted-imports']);
    expect(await brokenRules('apps/server/src/platform/http/fixture.ts', "import { ok } from '../errors/envelope.js';\nexport const answer = ok;\n")).toEqual([]);
  });

  it("let a feature import another feature's index.ts only, and the platform", async () => {
    expect(await brokenRules('apps/server/src/features/orders/fixture.ts', "import { found } from '../menu/rules.js';\nexport const rule = found;\n"))
      .toEqual(['no-restricted-imports']);
    expect(await brokenRules('apps/server/src/features/orders/fixture.ts', "import { invoiceDue } from '../einvoice/index.js';\nexport const due = invoiceDue;\n"))
      .toEqual([]);
    expect(
      await brokenRules('apps/server/src/features/orders/fixture.ts', "import { STORE_BODY } from '../../platform/http/route-kit.js';\nexport const access = STORE_BODY;\n"),
    ).toEqual([]);
    expect(await brokenRules('apps/server/src/features/orders/fixture.ts', "import type { Services } from '../../services.js';\nexport type S = Services;\n"))
      .toEqual(['no-restricted-imports']);
  });

  it('let the composition root wire features through their index.ts only', async () => {
    expect(await brokenRules('apps/server/src/fixture.ts', "import { menuRoutes } from './features/menu/menu.routes.js';\nexport const routes = menuRoutes;\n"))
      .toEqual(['no-restricted-imports']);
    expect(await brokenRules('apps/server/src/fixture.ts', "import { menuRoutes } from './features/menu/index.js';\nexport const routes = menuRoutes;\n")).toEqual([]);
  });

  describe('and the cycle rule', () => {
    const folder = join(root, `packages/core/src/lint-fixture-${process.pid}`);
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('refuses two modules that import each other', async () => {
      mkdirSync(folder, { recursive: true });
      const a = "import { b } from './b.js';\nexport const a = (): number => b() + 1;\n";
      const b = "import { a } from './a.js';\nexport const b = (): number => a() - 1;\n";
      writeFileSync(join(folder, 'a.ts'), a);
      writeFileSync(join(folder, 'b.ts'), b);
      const relative = folder.slice(root.length + 1);
      expect(await brokenRules(`${relative}/a.ts`, a)).toEqual(['import-x/no-cycle']);
      writeFileSync(join(folder, 'b.ts'), 'export const b = (): number => 1;\n');
      expect(await brokenRules(`${relative}/a.ts`, a)).toEqual([]);
    });
  });
});
