// Unknown paths render the root ErrorBoundary's 404 page inside the site chrome.
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return null;
}
