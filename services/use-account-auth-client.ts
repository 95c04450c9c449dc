'use client';

import { useMemo } from 'react';
import { createAccountAuthClient, type AccountAuthClient } from './account-auth';
import { useCommerce } from './commerce-context';

/** The account forms' identity client (sign-up, passwords, loyalty, till), built where used. */
export function useAccountAuthClient(): AccountAuthClient {
  const { request } = useCommerce();
  return useMemo(() => createAccountAuthClient(request), [request]);
}
