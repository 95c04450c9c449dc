let following = false;

/**
 * Runs a change of the favourite store that came from elsewhere (another tab, the account),
 * so that the account sync does not send it back as the shopper's own choice.
 */
export function followingElsewhere(change: () => void): void {
  following = true;
  try {
    change();
  } finally {
    following = false;
  }
}

export function isFollowingElsewhere(): boolean {
  return following;
}
