const jsonRange = /^(application\/(json|\*)|\*\/\*|[a-z0-9.+-]+\/[a-z0-9.-]+\+json)$/i;

/**
 * Whether an Accept header lets the API answer JSON: some range names JSON (or any type) with
 * a quality above zero. No header, or an empty one, accepts anything.
 */
export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((entry) => {
    const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const quality = parameters.find((parameter) => /^q=/i.test(parameter))?.slice(2);
    return jsonRange.test(range) && (quality === undefined || Number(quality) > 0);
  });
}
