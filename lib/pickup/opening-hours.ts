const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * A store's hours for today in the market's time zone ("10:00-21:00" or "closed"), or null
 * when the store lists none for the day. Stores keep their hours by weekday (mon … sun).
 */
export function hoursToday(
  hours: Record<string, string>,
  timeZone: string,
  now: Date = new Date(),
): string | null {
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone })
    .format(now)
    .toLowerCase();
  const key = weekdays.find((weekday) => day.startsWith(weekday));
  return key ? (hours[key] ?? null) : null;
}
