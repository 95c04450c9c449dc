import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { UseMyLocation } from './use-my-location';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));

vi.mock('next/navigation', () => ({
  usePathname: () => '/en-us/stores',
  useRouter: () => ({ push: navigation.push }),
}));

type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void;

function locationAnswering(answer: Answer) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

function refusal(code: 1 | 2 | 3): GeolocationPositionError {
  return { code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

afterEach(() => {
  navigation.push.mockReset();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('Use my location', () => {
  it('asks for the position only on a click, then searches near it', async () => {
    const ask = locationAnswering((success) =>
      success({ coords: { latitude: 40.75812, longitude: -73.98551 } } as GeolocationPosition),
    );
    renderWithIntl(<UseMyLocation />);
    expect(ask).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(navigation.push).toHaveBeenCalledWith('/en-us/stores?lat=40.758&lng=-73.986');
  });

  it('says so when the shopper refuses, and when the position is unavailable', async () => {
    locationAnswering((_, failure) => failure(refusal(1)));
    renderWithIntl(<UseMyLocation />);
    const button = screen.getByRole('button', { name: 'Use my location' });
    await userEvent.click(button);
    expect(await screen.findByText(/permission was refused/)).toBeVisible();

    locationAnswering((_, failure) => failure(refusal(3)));
    await userEvent.click(button);
    expect(await screen.findByText(/not available right now/)).toBeVisible();
    expect(button).toBeEnabled();
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('says the position is unavailable in a browser without geolocation', async () => {
    renderWithIntl(<UseMyLocation />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/not available right now/)).toBeVisible();
  });
});
