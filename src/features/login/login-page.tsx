import { useNavigate, useSearchParams } from 'react-router';
import { LogInScreen } from './log-in-screen.tsx';

/** The log-in as a route, for a person who logged out or whose session ended. */
export function LogInPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <LogInScreen
      next={searchParams.get('next')}
      onSignedIn={(destination) => navigate(destination, { replace: true })}
    />
  );
}

export { LogInPage as Component };
