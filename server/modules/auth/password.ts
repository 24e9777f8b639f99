import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (a const enum in the typings, which isolated modules cannot import).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the account does not exist, so both cases take the same time.
const dummyHash = hash('not-a-real-password', options);

/** True when the password matches; with no stored hash it still spends the same time and returns false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

/** A random password for generated accounts: 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
