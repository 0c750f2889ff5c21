import { spawn } from 'node:child_process';

/** Runs a command to its end without blocking the event loop (the load keeps running meanwhile); rejects on failure. */
export function runCommand(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${stderr.trim()}`))));
  });
}

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs a command in `cwd` with exactly `env` and answers its exit code and output (it is the caller's to judge);
 * past `timeoutMs` it is sent SIGTERM, so a hung command cannot outlive its scenario.
 */
export function runCapturing(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, timeout: options.timeoutMs, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
