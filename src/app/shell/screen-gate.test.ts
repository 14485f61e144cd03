import { describe, expect, it } from 'vitest';
import { gateScreen } from './screen-gate';
import { emptySession, type Session } from '../../lib/session/session-state';

const signedOut: Session = { ...emptySession };
const tokenOnly: Session = { ...emptySession, token: 't' };
const officer: Session = { ...tokenOnly, userId: 'u1', role: 'officer' };
const enterprise: Session = {
  ...tokenOnly,
  userId: 'u2',
  role: 'enterprise',
  enterpriseNumber: 'SZ440300000001',
};

const forOfficers = { access: 'officer' } as const;
const forSession = { access: 'session' } as const;

describe('gateScreen', () => {
  it('waits while start-up has not said who the user is', () => {
    expect(gateScreen(forOfficers, signedOut, 'running')).toEqual({ kind: 'wait' });
    expect(gateScreen(forOfficers, tokenOnly, 'running')).toEqual({ kind: 'wait' });
    expect(gateScreen(forSession, tokenOnly, 'running')).toEqual({ kind: 'wait' });
  });

  it('sends a signed-out user to log in once start-up is done', () => {
    expect(gateScreen(forSession, signedOut, 'done')).toEqual({ kind: 'signIn' });
    expect(gateScreen(forOfficers, signedOut, 'done')).toEqual({ kind: 'signIn' });
  });

  it('after a failed start-up opens session screens as before, and cannot decide a role screen', () => {
    expect(gateScreen(forSession, signedOut, 'failed')).toEqual({ kind: 'open' });
    expect(gateScreen(forOfficers, signedOut, 'failed')).toEqual({ kind: 'unconfirmed' });
    expect(gateScreen(forOfficers, tokenOnly, 'failed')).toEqual({ kind: 'unconfirmed' });
  });

  it('opens a role screen for that role only', () => {
    expect(gateScreen(forOfficers, officer, 'done')).toEqual({ kind: 'open' });
    expect(gateScreen(forOfficers, enterprise, 'done')).toEqual({ kind: 'noAccess', access: 'officer' });
    expect(gateScreen({ access: 'enterprise' }, officer, 'done')).toEqual({
      kind: 'noAccess',
      access: 'enterprise',
    });
  });

  it('sends others on from a landing screen', () => {
    expect(gateScreen({ access: 'officer', deniedTo: 'home' }, enterprise, 'done')).toEqual({
      kind: 'redirect',
      to: 'home',
    });
  });

  it('opens a capability screen only to officers holding it', () => {
    const approvers = { access: { role: 'officer', capability: 'planApprover' } } as const;
    expect(gateScreen(approvers, officer, 'done')).toEqual({ kind: 'noAccess', access: approvers.access });
    const approver: Session = { ...officer, capabilities: ['planApprover'] };
    expect(gateScreen(approvers, approver, 'done')).toEqual({ kind: 'open' });
    const supervisor: Session = { ...officer, capabilities: ['supervisor'] };
    expect(gateScreen(approvers, supervisor, 'done')).toEqual({ kind: 'noAccess', access: approvers.access });
  });

  it('lets anyone open a public screen at any time', () => {
    expect(gateScreen({ access: 'anonymous' }, signedOut, 'running')).toEqual({ kind: 'open' });
  });
});
