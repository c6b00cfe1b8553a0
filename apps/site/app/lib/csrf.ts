// Content types a cross-site <form> can send without a CORS preflight.
const SIMPLE_FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** Whether a POST could have come from a plain cross-site form rather than our fetch with a JSON header. */
export function isFormPost(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return SIMPLE_FORM_TYPES.includes(type);
}

/** Whether the request declares a JSON body (`application/json`, any parameters). */
export function isJsonRequest(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json';
}
