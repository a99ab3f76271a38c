// One JSON POST to a messaging provider, bounded by a timeout; a 4xx is the provider refusing the message (a
// retry would be refused again), anything else that fails (5xx, no answer) may succeed when tried again.
export class ProviderRefused extends Error {
  override name = 'ProviderRefused';
}

export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let answer: unknown = text;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    // A provider's error page is kept as text for the message.
  }
  if (res.status >= 400 && res.status < 500)
    throw new ProviderRefused(
      `${new URL(url).host} refused the message (${res.status}): ${text.slice(0, 300)}`,
    );
  if (!res.ok) throw new Error(`${new URL(url).host} answered ${res.status}: ${text.slice(0, 300)}`);
  return answer;
}
