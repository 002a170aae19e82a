import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum profile: 19 MiB of memory, 2 passes, 1 lane (about 20 ms here).
 * `algorithm: 2` is Argon2id; the package's enum is a const enum that isolated modules cannot import.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2ID);
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    // A malformed stored hash never matches; it must not turn a sign-in into a 500.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when there is no user to check against, so the response time
 * does not tell whether an account exists.
 */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummyHash ??= hashSecret('no such account: timing equaliser');
  await verifySecret(await dummyHash, secret);
  return false;
}
