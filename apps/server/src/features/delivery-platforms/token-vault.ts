import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'delivery-platforms.key';

/**
 * Seals the platforms' OAuth tokens at rest with AES-256-GCM. The key is never in the database (a dump alone opens
 * nothing): DELIVERY_TOKEN_KEY (32 bytes, base64) or, without it, a key file made once in the data folder (mode 600).
 * Every instance of one install must share the key (set DELIVERY_TOKEN_KEY when running several).
 */
export class TokenVault {
  private constructor(private readonly key: Buffer) {}

  static load(envKey: string | null, dataDir: string): TokenVault {
    if (envKey) {
      const key = Buffer.from(envKey, 'base64');
      if (key.length !== 32) throw new Error('DELIVERY_TOKEN_KEY must be 32 bytes, base64');
      return new TokenVault(key);
    }
    const file = path.join(dataDir, KEY_FILE);
    mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx': of two processes starting at once, one writes the key and the other reads it.
      writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return TokenVault.load(readFileSync(file, 'utf8').trim(), dataDir);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !data) throw new Error('not a sealed token');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }

  /** A key for signing (the OAuth state), derived from the vault's so the install has one secret to keep. */
  signingKey(purpose: string): Buffer {
    return createHmac('sha256', this.key).update(purpose).digest();
  }
}
