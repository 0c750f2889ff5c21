import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';

// 127.0.0.0/8 and ::1; BlockList also matches IPv4-mapped forms (::ffff:127.0.0.1) against the IPv4 subnet.
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for an address of this machine's loopback interface (the socket's peer, never a header). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (isIPv4(address)) return loopback.check(address, 'ipv4');
  if (isIPv6(address)) return loopback.check(address, 'ipv6');
  return false;
}

// A proxy on this machine connects from loopback for every visitor; these headers say it forwarded someone else.
// They are refused whatever TRUST_PROXY says: request.ip follows them only when trusted, the socket never lies.
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * A request from this machine itself: its socket's peer is a loopback address and it names no forwarded client.
 * The local mailbox (reset links of every account) is served only to these unless MAILBOX_OPEN=true.
 */
export function isFromThisMachine(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  return isLoopbackAddress(remoteAddress) && FORWARDING_HEADERS.every((name) => headers[name] === undefined);
}

/** The line `npm start` prints about the local mailbox: where it is and who can read it. */
export function mailboxNotice(port: number, open: boolean): string {
  const url = `http://localhost:${port}/dev/mailbox`;
  return open
    ? `Local mailbox (no SMTP_URL set): ${url} — OPEN to anyone who can reach this port (MAILBOX_OPEN=true): it shows password-reset links`
    : `Local mailbox (no SMTP_URL set): ${url} — only reachable from this machine`;
}
