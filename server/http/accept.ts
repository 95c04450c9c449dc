const jsonRange = /^(application\/(json|\*)|\*\/\*|[a-z0-9.+-]+\/[a-z0-9.-]+\+json)$/i;
const pdfRange = /^(application\/(pdf|\*)|\*\/\*)$/i;

/**
 * Whether an Accept header lets the API answer with a type: some range matching it has a
 * quality above zero. No header, or an empty one, accepts anything.
 */
function accepts(accept: string | undefined, matching: RegExp): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((entry) => {
    const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const quality = parameters.find((parameter) => /^q=/i.test(parameter))?.slice(2);
    return matching.test(range) && (quality === undefined || Number(quality) > 0);
  });
}

/** Whether the API may answer JSON (any JSON type, or any type at all). */
export function acceptsJson(accept: string | undefined): boolean {
  return accepts(accept, jsonRange);
}

/** Whether a document call may answer a PDF. */
export function acceptsPdf(accept: string | undefined): boolean {
  return accepts(accept, pdfRange);
}
