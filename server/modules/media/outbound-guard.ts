import net from 'node:net';
import { Agent } from 'undici';
import { guardedLookup, isPublicAddress, RemoteFetchError, systemResolve } from './safe-fetch';

/**
 * The connect-time guard webhooks use (every address a name resolves to must be public, checked
 * at the moment of connecting so DNS cannot answer differently between check and use), for the
 * other addresses staff type in: the AI endpoint and the mail server (decision 176).
 */

/** For tests: which addresses may be contacted and how names resolve. */
export interface OutboundNetwork {
  isAllowedAddress?: (address: string) => boolean;
  resolve?: (hostname: string) => Promise<Array<{ address: string; family: number }>>;
}

/**
 * When staff save a host: an address must be public, and so must every address a name resolves
 * to. A name that cannot be resolved right now is accepted (the connection is checked again).
 * Returns null when it may be used, or why not.
 */
export async function privateHostProblem(rawHost: string, network: OutboundNetwork = {}): Promise<string | null> {
  const host = rawHost.trim().replace(/^\[|\]$/g, '');
  if (!host) return null;
  const allowed = network.isAllowedAddress ?? isPublicAddress;
  if (host.toLowerCase() === 'localhost' || host.toLowerCase().endsWith('.localhost')) return 'private';
  if (net.isIP(host)) return allowed(host) ? null : 'private';
  let addresses: Array<{ address: string }>;
  try {
    addresses = await (network.resolve ?? systemResolve)(host);
  } catch {
    return null;
  }
  return addresses.every((a) => allowed(a.address)) ? null : 'private';
}

/**
 * The refusal when the host is a private address literal (a connection to an address literal
 * asks no lookup, so the lookup's guard never sees it), or null.
 */
export function refuseLiteral(host: string, network: OutboundNetwork = {}): RemoteFetchError | null {
  const bare = host.replace(/^\[|\]$/g, '');
  if (!net.isIP(bare) || (network.isAllowedAddress ?? isPublicAddress)(bare)) return null;
  return new RemoteFetchError(`${bare} is a private or local network address; it is not contacted.`, 'blocked-address');
}

/**
 * An HTTP dispatcher (undici) whose every connection resolves through the guarded lookup. Check
 * the URL's host with `refuseLiteral` first.
 */
export function guardedDispatcher(network: OutboundNetwork = {}): Agent {
  return new Agent({
    connect: { lookup: guardedLookup(network.resolve ?? systemResolve, network.isAllowedAddress ?? isPublicAddress) },
  });
}

type SmtpSocketCallback = (error: Error | null, socketOptions?: { connection: net.Socket } | false) => void;

/**
 * nodemailer's `getSocket`: opens the connection to the mail server itself, through the guarded
 * lookup, and hands nodemailer the connected socket (it adds TLS on it as configured).
 */
export function guardedSmtpSocket(network: OutboundNetwork = {}) {
  const lookup = guardedLookup(network.resolve ?? systemResolve, network.isAllowedAddress ?? isPublicAddress);
  return (options: { host?: string | undefined; port?: number | string | undefined }, callback: SmtpSocketCallback) => {
    const host = options.host ?? 'localhost';
    const refused = refuseLiteral(host, network);
    if (refused) {
      callback(refused);
      return;
    }
    const socket = net.connect({ host, port: Number(options.port ?? 587), lookup });
    const onError = (error: Error) => callback(error);
    socket.once('error', onError);
    socket.once('connect', () => {
      socket.off('error', onError);
      callback(null, { connection: socket });
    });
  };
}
