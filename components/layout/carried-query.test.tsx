import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarriedQuery } from './carried-query';

const navigation = vi.hoisted(() => ({ pathname: '/en-us' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

function visit(path: string) {
  window.history.replaceState(null, '', path);
  navigation.pathname = new URL(path, window.location.origin).pathname;
}

afterEach(() => {
  window.sessionStorage.clear();
  visit('/');
});

describe('CarriedQuery', () => {
  it('puts a carried parameter back after a navigation that dropped it', () => {
    visit('/en-us?leadSource=ad&sort=new');
    const { rerender } = render(<CarriedQuery />);
    expect(window.location.search).toBe('?leadSource=ad&sort=new');

    visit('/en-us/c/men-1000?page=2#grid');
    rerender(<CarriedQuery />);
    expect(window.location.pathname).toBe('/en-us/c/men-1000');
    expect(window.location.search).toBe('?page=2&leadSource=ad');
    expect(window.location.hash).toBe('#grid');
  });

  it('forgets a parameter the address empties', () => {
    visit('/en-us?cms=on');
    const { rerender } = render(<CarriedQuery />);
    visit('/en-us/cart?cms=');
    rerender(<CarriedQuery />);
    expect(window.location.search).toBe('?cms=');
    visit('/en-us/checkout');
    rerender(<CarriedQuery />);
    expect(window.location.search).toBe('');
  });

  it('carries nothing for a visitor who brought nothing', () => {
    visit('/en-us/p/runner-ST00000001');
    render(<CarriedQuery />);
    expect(window.location.search).toBe('');
    expect(window.sessionStorage.getItem('stride-carried-query')).toBe('{}');
  });
});
