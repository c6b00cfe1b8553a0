export function loader() {
  return Response.json({ status: 'ok', service: 'site' }, { headers: { 'Cache-Control': 'no-store' } });
}
