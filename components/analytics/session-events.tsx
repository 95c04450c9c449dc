'use client';

import { useSyncExternalStore } from 'react';
import { clearSessionEvents, readSessionEvents } from '@/lib/analytics/session-log';

const subscribeToNothing = () => () => {};
// Read once per render as a string, so the snapshot compares equal until it changes.
const snapshot = () => JSON.stringify(readSessionEvents());

/** The session's data layer events as a table (the debug view). */
export function SessionEvents() {
  const stored = useSyncExternalStore(subscribeToNothing, snapshot, () => null);
  if (stored === null) return null;
  const events = JSON.parse(stored) as ReturnType<typeof readSessionEvents>;
  if (events.length === 0) return <p role="status">No events yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className="self-start underline"
        onClick={() => {
          clearSessionEvents();
          window.location.reload();
        }}
      >
        Clear
      </button>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Data layer events</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">Page</th>
            <th scope="col">Data</th>
          </tr>
        </thead>
        <tbody>
          {events.map(({ at, page, event }, index) => (
            <tr key={index} className="border-t border-line align-top">
              <td className="whitespace-nowrap pr-3">{at.slice(11, 19)}</td>
              <td className="pr-3 font-semibold">{event.event}</td>
              <td className="pr-3">{page}</td>
              <td>
                <pre className="max-w-xl overflow-x-auto text-xs">
                  {JSON.stringify(event, null, 1)}
                </pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
