/** Stands for a request without CF-Connecting-IP (Cloudflare and wrangler dev always set it). */
const UNKNOWN_CLIENT = 'unknown';

const encoder = new TextEncoder();

let imported: { secret: string; key: Promise<CryptoKey> } | undefined;

/** The HMAC key, imported once per isolate (again only if the secret changes). */
const hmacKey = (secret: string): Promise<CryptoKey> => {
  if (imported?.secret !== secret) {
    const key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    imported = { secret, key };
  }
  return imported.key;
};

/**
 * The name of a client's counter: HMAC-SHA-256 of its IP address under a secret key, in hex. A
 * plain hash of an IPv4 address is reversed by trying all 2^32; without the key it cannot be,
 * so no stored name reveals an address.
 */
export const clientKey = async (request: Request, secret: string): Promise<string> => {
  const ip = request.headers.get('CF-Connecting-IP') ?? UNKNOWN_CLIENT;
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(ip)));
  return [...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};
