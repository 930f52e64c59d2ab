/** Limits of `OpenSockets`: most open sockets per client IP and per project. */
export interface OpenSocketLimits {
  perIp: number;
  perProject: number;
}

/**
 * The relay sockets open on this instance, counted per client IP and per project. Counted in memory: with
 * several instances each one holds its own count (docs/cloud-configuration.md says so).
 */
export class OpenSockets {
  private readonly byIp = new Map<string, number>();
  private readonly byProject = new Map<string, number>();

  constructor(private readonly limits: OpenSocketLimits) {}

  /** Why one more socket from `ip` for `projectId` is refused, or undefined when it may open. */
  refusal(ip: string, projectId: string): string | undefined {
    if ((this.byIp.get(ip) ?? 0) >= this.limits.perIp) {
      return `Too many open relay connections from this IP (at most ${this.limits.perIp})`;
    }
    if ((this.byProject.get(projectId) ?? 0) >= this.limits.perProject) {
      return `Too many open relay connections for this project (at most ${this.limits.perProject})`;
    }
    return undefined;
  }

  /** Counts one more socket; the function returned uncounts it (once, however often it is called). */
  open(ip: string, projectId: string): () => void {
    add(this.byIp, ip, 1);
    add(this.byProject, projectId, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      add(this.byIp, ip, -1);
      add(this.byProject, projectId, -1);
    };
  }
}

function add(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
