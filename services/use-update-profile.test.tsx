import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { profileReply } from '@/mocks/auth-handlers';
import { consumerHandlers } from '@/mocks/consumer-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { profileQueryKey } from '@/services/use-session';
import { hasProfileChanges, useUpdateProfile } from './use-update-profile';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderUpdate(cached: ReturnType<typeof profileReply> | null) {
  const api = consumerHandlers();
  server.use(...api.handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(profileQueryKey, cached);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us">
        {children}
      </CommerceProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateProfile(), { wrapper });
  return { result, client, log: api.log };
}

describe('hasProfileChanges', () => {
  it('counts only filled fields, an enrollment or the terms', () => {
    expect(hasProfileChanges({})).toBe(false);
    expect(hasProfileChanges({ consumerDetails: { firstName: '' }, preferences: {} })).toBe(false);
    expect(hasProfileChanges({ enrollments: [] })).toBe(false);
    expect(hasProfileChanges({ preferences: { interests: 'running' } })).toBe(true);
    expect(hasProfileChanges({ enrollments: [{ type: 'Loyalty', optin: true }] })).toBe(true);
    expect(hasProfileChanges({ isEmployeeDiscountTCAccepted: true })).toBe(true);
  });
});

describe('useUpdateProfile', () => {
  it('changes the cached profile only with the reply of a successful call', async () => {
    const { result, client, log } = renderUpdate(profileReply());
    result.current.mutate({ consumerDetails: { postalCode: '10001' } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(log.updates).toEqual([
      { consumerProfile: { consumerDetails: { postalCode: '10001' } } },
    ]);
    expect(client.getQueryData(profileQueryKey)).toMatchObject({
      consumerDetails: { postalCode: '10001' },
    });
  });

  it('skips an update of nothing without calling the API', async () => {
    const { result, log } = renderUpdate(profileReply());
    result.current.mutate({ consumerDetails: { phone: '' } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(log.updates).toEqual([]);
  });

  it("fails with 'Profile not loaded' for a guest", async () => {
    const { result, log } = renderUpdate(null);
    result.current.mutate({ consumerDetails: { postalCode: '10001' } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Profile not loaded');
    expect(log.updates).toEqual([]);
  });
});
