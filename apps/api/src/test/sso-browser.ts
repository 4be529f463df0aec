/** The cookies an answer of the sign-in's browser steps sets, and one of them by name. */
export const cookiesOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie']].flat().filter((value): value is string => typeof value === 'string');

export const cookieValue = (cookies: string[], name: string) =>
  cookies
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);
