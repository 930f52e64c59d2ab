/**
 * A module preloaded into alto's process (`node --import <this>`): alto's server listens on 0.0.0.0, hard-coded, and
 * takes port 0 without saying which port it got. This binds every listening socket of that process to 127.0.0.1
 * instead of all interfaces (the devnet listens on loopback only), and reports the first port it listens on to the
 * parent over the IPC channel (`{ listening: port }`).
 */
const source = `
import net from 'node:net';
const listen = net.Server.prototype.listen;
const wildcard = new Set([undefined, '', '0.0.0.0', '::']);
let reported = false;
net.Server.prototype.listen = function (...args) {
  const [first, second] = args;
  if (typeof first === 'object' && first !== null && first.path === undefined && wildcard.has(first.host)) {
    args[0] = { ...first, host: '127.0.0.1' };
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\\d+$/.test(first))) {
    if (typeof second !== 'string') args.splice(1, 0, '127.0.0.1');
    else if (wildcard.has(second)) args[1] = '127.0.0.1';
  }
  this.once('listening', () => {
    const address = this.address();
    if (!reported && address && typeof address === 'object' && process.send) {
      reported = true;
      process.send({ listening: address.port });
    }
  });
  return listen.apply(this, args);
};
`;

export const loopbackPreload = `data:text/javascript,${encodeURIComponent(source)}`;
