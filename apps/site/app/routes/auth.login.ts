import type { LoaderFunctionArgs } from '@remix-run/node';
import { startSignIn } from '#app/signin.server.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return startSignIn(request, 'login');
}
