import type { ChildProcess } from 'node:child_process';

/**
 * Child processes (anvil chains, alto bundlers) that are running, killed when this process exits or is interrupted,
 * so an aborted test run or dev session leaves no chain behind. Hooks are only installed while a child runs.
 */
const running = new Set<ChildProcess>();
const signals = ['SIGINT', 'SIGTERM'] as const;

function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

function onSignal(signal: NodeJS.Signals): void {
  killAll();
  // Alone, this listener would swallow the signal: re-raise it so the process ends as it would have.
  if (process.listenerCount(signal) === 1) {
    unhook();
    process.kill(process.pid, signal);
  }
}

function hook(): void {
  process.on('exit', killAll);
  for (const signal of signals) process.on(signal, onSignal);
}

function unhook(): void {
  process.off('exit', killAll);
  for (const signal of signals) process.off(signal, onSignal);
}

export function track(child: ChildProcess): void {
  if (running.size === 0) hook();
  running.add(child);
  child.once('exit', () => {
    running.delete(child);
    if (running.size === 0) unhook();
  });
}
