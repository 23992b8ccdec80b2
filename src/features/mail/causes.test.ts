import { describe, expect, it } from 'vitest';
import { RpcError } from '../../api/errors.ts';
import { failureCause } from './causes.ts';

const rpc = (code: number, message: string) => new RpcError(code, message, {}, 'cid-1');
const request = { email: 'info@bakkerij.nl', clientId: 1 };

describe('failure causes', () => {
  it('reads the cause of a 006 from the service message', () => {
    expect(
      failureCause(
        rpc(
          6,
          'Failed to create forwarder info@bakkerij.nl: the address already exists as a mailbox; a forwarder requires that it does not',
        ),
        'forwarder',
        request,
      ),
    ).toBe('address-is-mailbox');
    expect(
      failureCause(
        rpc(
          6,
          'Failed to create mailbox x@y.nl: client 999 does not exist; a mailbox or forwarder requires an existing client',
        ),
        'mailbox',
        request,
      ),
    ).toBe('client-missing');
    expect(failureCause(rpc(6, 'creating a mailbox requires an existing client'), 'mailbox', request)).toBe(
      'client-missing',
    );
    expect(
      failureCause(rpc(6, "Failed: the address must be at the client's domain b.nl"), 'mailbox', request),
    ).toBe('wrong-domain');
    expect(
      failureCause(
        rpc(6, 'Failed to create mailbox x: the address already exists as a forwarder'),
        'mailbox',
        request,
      ),
    ).toBe('address-is-forwarder');
    expect(
      failureCause(rpc(6, 'Failed to create forwarder x: it already exists'), 'forwarder', request),
    ).toBe('address-is-forwarder');
    expect(
      failureCause(rpc(6, 'Failed to create mailbox a@my-domain.nl: it already exists'), 'mailbox', request),
    ).toBe('address-is-mailbox');
  });

  it('falls back on what the page knows when the message does not say', () => {
    expect(
      failureCause(rpc(6, 'Failed to create'), 'forwarder', request, { mailboxes: ['INFO@bakkerij.nl'] }),
    ).toBe('address-is-mailbox');
    expect(failureCause(rpc(6, 'Failed to create'), 'mailbox', request, { clientIds: [2, 3] })).toBe(
      'client-missing',
    );
    expect(failureCause(rpc(6, 'Failed to create'), 'mailbox', request, { domain: 'other.nl' })).toBe(
      'wrong-domain',
    );
    expect(failureCause(rpc(6, 'Failed to create'), 'mailbox', request, {})).toBeNull();
  });

  it('names a failed delete or update: it does not exist', () => {
    expect(failureCause(rpc(7, 'Failed to delete'), 'mailbox', request)).toBe('not-found');
    expect(failureCause(rpc(8, 'Failed to update'), 'forwarder', request)).toBe('not-found');
  });

  it('has no cause for other failures', () => {
    expect(failureCause(rpc(12, 'Permission denied'), 'mailbox', request)).toBeNull();
    expect(failureCause(new Error('x'), 'mailbox', request)).toBeNull();
  });
});
