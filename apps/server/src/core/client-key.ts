import ipaddr from 'ipaddr.js';

/**
 * The client a per-address limit counts (checkout, its cap, access codes, the booking page,
 * sign-in): an IPv4 address as it is (an IPv4-mapped IPv6 one read as IPv4), an IPv6 one by its
 * /64 network. A subscriber is given a whole /64, so counting each of its addresses apart would
 * let one visitor pass every limit.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
