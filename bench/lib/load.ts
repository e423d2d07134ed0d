// autocannon runs with the numbers the report needs.
import autocannon, { type Options } from 'autocannon';
import { round } from './proc';

export interface Measured {
  rps: number;
  p50: number;
  /** autocannon's nearest percentile above 95. */
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function measure(options: Options, warmupSeconds = 1): Promise<Measured> {
  if (warmupSeconds > 0) await autocannon({ connections: 10, ...options, duration: warmupSeconds });
  const result = await autocannon({ connections: 10, ...options });
  return {
    rps: round(result.requests.average, 0),
    p50: round(result.latency.p50, 1),
    p97_5: round(result.latency.p97_5 ?? result.latency.p99, 1),
    p99: round(result.latency.p99, 1),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

let addressCounter = 0;
/** A fresh documentation-range client address, for servers started with TRUST_PROXY. */
export function nextAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}
