import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@diancan/server';

/**
 * The folder of apps/server, found by walking up from this file, so paths work the same from
 * src/ (tsx, tests) and from dist/ (npm start).
 */
export function serverPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the ${PACKAGE_NAME} package folder above ${import.meta.url}`);
    dir = parent;
  }
}

/** The committed SQL migrations (they are not copied to dist). */
export function migrationsFolder(): string {
  return path.join(serverPackageRoot(), 'src/platform/db/migrations');
}
