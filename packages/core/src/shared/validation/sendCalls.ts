/** One entry of a wallet send-calls batch. */
export interface SendCall {
  to: `0x${string}`;
  data?: `0x${string}`;
  value?: bigint | `0x${string}`;
}

/**
 * §5: every entry needs a `to` starting with 0x and, if it has `data`, data starting with 0x.
 * The spec gives no message, so a TypeError names the entry and the field. An empty list passes:
 * the rule is about entries only.
 */
export function validateSendCalls(calls: unknown): asserts calls is readonly SendCall[] {
  if (!Array.isArray(calls)) throw new TypeError('Send-calls must be a list of calls');
  calls.forEach((call: unknown, index) => {
    if (typeof call !== 'object' || call === null) {
      throw new TypeError(`Send-calls entry ${index} must be an object`);
    }
    const { to, data } = call as { to?: unknown; data?: unknown };
    if (!startsWith0x(to)) throw new TypeError(`Send-calls entry ${index} needs a 'to' starting with 0x`);
    if (data !== undefined && !startsWith0x(data)) {
      throw new TypeError(`Send-calls entry ${index} has 'data' that does not start with 0x`);
    }
  });
}

function startsWith0x(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('0x');
}
