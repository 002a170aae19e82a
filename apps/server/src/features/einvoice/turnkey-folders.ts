import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TurnkeyMessage } from '../../platform/db/schema/index.js';

/**
 * The folders of a Turnkey installation (docs/einvoice.md, "Turnkey upload loop"): Turnkey picks each MIG 4.1 file up
 * from `UpCast/B2SSTORAGE/<message>/SRC`, moves what it accepted to `BAK/...` (in dated subfolders) and what failed
 * its checks to `ERR/...`. A file is written under a temporary name and renamed, so Turnkey never reads half a file.
 */

export const storageFolder = (root: string, message: TurnkeyMessage, stage: 'SRC' | 'BAK' | 'ERR') =>
  path.join(root, 'UpCast', 'B2SSTORAGE', message, stage);

export interface FoundFile {
  stage: 'SRC' | 'BAK' | 'ERR';
  path: string;
}

/** Every file under a folder (recursively), by its base name; a missing folder has none. */
async function filesUnder(folder: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true, recursive: true });
  } catch {
    return found;
  }
  for (const entry of entries) if (entry.isFile()) found.set(entry.name, path.join(entry.parentPath, entry.name));
  return found;
}

/** Where each file of a message stands in Turnkey's folders, by base name (BAK and ERR win over SRC). */
export async function scanMessage(root: string, message: TurnkeyMessage): Promise<Map<string, FoundFile>> {
  const found = new Map<string, FoundFile>();
  for (const stage of ['SRC', 'BAK', 'ERR'] as const) {
    for (const [name, file] of await filesUnder(storageFolder(root, message, stage))) found.set(name, { stage, path: file });
  }
  return found;
}

export async function writeSource(root: string, message: TurnkeyMessage, fileName: string, xml: string): Promise<void> {
  const folder = storageFolder(root, message, 'SRC');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, fileName);
  await writeFile(`${file}.partial`, xml, 'utf8');
  await rename(`${file}.partial`, file);
}

/**
 * Why Turnkey refused a file: the text of a result file next to it in ERR with the same name and `.txt`, `.log` or
 * `.err` added (the form our set-up has Turnkey's error output take), else a generic reason naming the folder.
 */
export async function failureReason(root: string, found: FoundFile): Promise<string> {
  for (const suffix of ['.txt', '.log', '.err']) {
    try {
      const text = (await readFile(`${found.path}${suffix}`, 'utf8')).trim();
      if (text) return text.slice(0, 500);
    } catch {
      // no such result file
    }
  }
  return `Turnkey 檢查未通過（${path.relative(root, found.path)}）`;
}
