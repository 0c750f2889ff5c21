import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { commandLineActor, commandLineUser } from './audit';

const noAccount = () => {
  throw Object.assign(new Error('uid 4242 has no passwd entry'), { code: 'ENOENT' });
};

describe('the audit actor of a command line', () => {
  it('is the operating-system account, not cli:unknown, when USER is unset', () => {
    expect(commandLineUser({}, () => ({ username: 'night-shift' }))).toBe('night-shift');
    expect(commandLineUser({})).toBe(os.userInfo().username);
  });

  it('is the account of the process, whatever USER claims', () => {
    expect(commandLineUser({ USER: 'admin', USERNAME: 'admin' }, () => ({ username: 'night-shift' }))).toBe('night-shift');
  });

  it('falls back to USER, then USERNAME, then the uid only when the account has no name', () => {
    expect(commandLineUser({ USER: 'deploy' }, noAccount)).toBe('deploy');
    expect(commandLineUser({ USERNAME: 'deploy' }, noAccount)).toBe('deploy');
    expect(commandLineUser({}, noAccount)).toBe(process.getuid ? `uid-${process.getuid()}` : 'unknown');
    expect(commandLineUser({ USER: 'deploy' }, () => ({ username: '' }))).toBe('deploy');
  });

  it('audits cli:<account>', () => {
    expect(commandLineActor()).toEqual({ id: null, account: `cli:${os.userInfo().username}`, requestId: null });
  });
});
