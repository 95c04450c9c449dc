type Messages = Record<string, unknown>;

/** The parts of `messages` under the dotted `namespaces` (`'Auth'`, `'Associate.login'`). */
export function pickMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const keys = namespace.split('.');
    let from: unknown = messages;
    let into = picked;
    for (const [index, key] of keys.entries()) {
      if (typeof from !== 'object' || from === null || !(key in from)) break;
      from = (from as Messages)[key];
      if (index === keys.length - 1) into[key] = from;
      // A copy: what an earlier namespace picked is the catalogue's own object.
      else into = into[key] = { ...(into[key] as Messages | undefined) };
    }
  }
  return picked;
}
