import { type ApiTransport, withSimulationToken } from './api';

/** A response's headers as XMLHttpRequest lists them, one `name: value` a line. */
function headersOf(list: string): Headers {
  const headers = new Headers();
  for (const line of list.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A transport that tells how much of the request's body has gone (0..1), for an upload's progress
 * bar: fetch cannot, so it travels by XMLHttpRequest, with the simulation's token as every call.
 * The answer is handed back as a fetch Response, which the API client reads as any other.
 */
export function progressTransport(onProgress: (sent: number) => void): ApiTransport {
  return (address, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method, address);
      for (const [name, value] of Object.entries(withSimulationToken(init).headers))
        request.setRequestHeader(name, value);
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      request.addEventListener('load', () =>
        resolve(
          new Response(request.responseText, {
            status: request.status,
            headers: headersOf(request.getAllResponseHeaders()),
          }),
        ),
      );
      request.addEventListener('error', () => reject(new TypeError('Failed to send')));
      request.addEventListener('abort', () => reject(new TypeError('Sending aborted')));
      request.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}
