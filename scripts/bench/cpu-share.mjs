// Where the machine's processor time goes while the bench's shoppers run: the store's server,
// PostgreSQL's processes, and the bench itself, which sends the shoppers' requests from the same
// machine. Read from Linux's /proc; elsewhere there is nothing to read and no figure is given.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every architecture. */
const TICKS_PER_SECOND = 100;

/** [process group, user + system ticks, command name] of a process, or null once it is gone. */
function processTimes(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // After the name: state, parent, group, ..., user time (14th field), system time (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [Number(fields[2]), Number(fields[11]) + Number(fields[12]), name];
  } catch {
    return null;
  }
}

/** Ticks so far of the server's process group and of every process named postgres. */
function ticks(serverGroup) {
  let server = 0;
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = processTimes(entry);
    if (!times) continue;
    const [group, used, name] = times;
    if (group === serverGroup) server += used;
    else if (name === 'postgres') postgres += used;
  }
  return { server, postgres };
}

/**
 * Starts measuring; `stop()` answers each party's share as a percentage of one core over the
 * time between the two calls (the machine has as many hundreds as it has cores), or null
 * where /proc is not there. `serverGroup` is the process group the store's server leads.
 */
export function meterCpu(serverGroup) {
  if (!existsSync('/proc/self/stat')) return { stop: () => null };
  const started = performance.now();
  const before = ticks(serverGroup);
  const ownBefore = process.cpuUsage();
  return {
    stop() {
      const seconds = (performance.now() - started) / 1000;
      const after = ticks(serverGroup);
      const own = process.cpuUsage(ownBefore);
      const percent = (tickCount) => Math.round((100 * tickCount) / TICKS_PER_SECOND / seconds);
      return {
        server: percent(after.server - before.server),
        postgres: percent(after.postgres - before.postgres),
        bench: Math.round((100 * (own.user + own.system)) / 1e6 / seconds),
      };
    },
  };
}
